"""`rag ask` over the session's real index: the JSON contract, the text layout, exit codes."""

from __future__ import annotations

import json

import pytest
from openai_server import FakeOpenAI

from rag.cli import main

QUESTION = "¿Pueden votar los extranjeros en las elecciones municipales?"  # the README's example
BOE_13 = "https://www.boe.es/buscar/act.php?id=BOE-A-1978-31229#a13"
ANSWER_KEYS = {
    "confidence",
    "question",
    "answer",
    "mode",
    "method",
    "refused",
    "citations",
    "dropped_citations",
    "contexts",
    "timings_ms",
    "standalone_question",
    "notice",
    "model",
    "derivation",
}


@pytest.fixture
def real_index_env(monkeypatch: pytest.MonkeyPatch, real_settings, real_pipeline) -> None:
    """The CLI reads its settings from the environment: point it at the built real index, no LLM."""
    monkeypatch.setenv("RAG_DATA_DIR", str(real_settings.data_dir))
    for name in ("OPENAI_BASE_URL", "AZURE_OPENAI_API_KEY", "AZURE_OPENAI_ENDPOINT"):
        monkeypatch.delenv(name, raising=False)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Run `rag ARGV…` in-process: (exit code, stdout, stderr)."""
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_ask_json_is_the_answer_contract(real_index_env, capsys):
    """`rag ask Q --format json` prints one JSON answer: extractive, cited, with contexts and timings."""
    code, out, _ = run(capsys, "ask", QUESTION, "--format", "json")
    assert code == 0
    assert out.endswith("}\n") and out.count("\n") == 1
    answer = json.loads(out)
    assert set(answer) == ANSWER_KEYS
    assert (answer["question"], answer["mode"], answer["method"], answer["refused"]) == (
        QUESTION,
        "extractive",
        "rag",
        False,
    )
    assert answer["dropped_citations"] == []
    assert answer["answer"].startswith("Esto es lo que consta en la Constitución Española:")
    for citation in answer["citations"]:
        assert set(citation) == {"n", "article_id", "apartado", "label", "url", "norm_id", "version_date"}
        assert citation["version_date"] == "2024-02-17"  # the consolidated text's date (#20)
    article_13 = [c for c in answer["citations"] if c["article_id"] == "art-13"]
    assert [(c["apartado"], c["label"], c["url"]) for c in article_13] == [("2", "Artículo 13.2", BOE_13)]
    assert {c["norm_id"] for c in answer["citations"]} == {"BOE-A-1978-31229"}
    numbers = [context["n"] for context in answer["contexts"]]
    assert numbers == list(range(1, len(numbers) + 1))
    assert {c["n"] for c in answer["citations"]} <= set(numbers)
    for context in answer["contexts"]:
        assert set(context) == {"n", "text", "metadata", "score", "referenced", "label", "apartado_spans"}
        assert context["text"] and context["metadata"]["article_id"]
    cited_13 = answer["contexts"][article_13[0]["n"] - 1]
    assert cited_13["metadata"]["article_id"] == "art-13" and not cited_13["referenced"]
    # art. 13.2 refers to "los derechos reconocidos en el artículo 23": it is among the extracts
    # (ranked, or added as referenced when the ranking leaves it out)
    assert any(c["metadata"]["article_id"] == "art-23" for c in answer["contexts"])
    assert set(answer["timings_ms"]) == {"retrieve", "generate", "total"}
    assert answer["timings_ms"]["total"] >= answer["timings_ms"]["retrieve"] > 0
    assert 0.5 < answer["confidence"] < 1  # the learned ranking's probability that art. 13 answers


def test_ask_text_shows_answer_then_sources(real_index_env, capsys):
    """The text format prints the answer, the offline notice, then "Fuentes:" with labels and BOE links."""
    code, out, _ = run(capsys, "ask", QUESTION)
    assert code == 0
    intro = "Esto es lo que consta en la Constitución Española:\n- **Artículo 13.2**: «2. Solamente"
    assert out.startswith(intro)
    lines = out.splitlines()
    sources = lines.index("Fuentes:")
    assert (
        lines.index(
            "(Sin modelo de lenguaje configurado: respuesta extractiva con el texto literal más pertinente.)"
        )
        < sources
    )
    cited = lines[sources + 1 : lines.index("Contexto recuperado:") - 1]
    assert any(line.endswith(f"Artículo 13.2 — {BOE_13}") for line in cited)
    assert all(line.startswith("  [") and " — https://www.boe.es/" in line for line in cited)


def test_rejected_key_exits_3_with_one_line(real_index_env, monkeypatch, capsys):
    """A 401 from the model service exits 3 with one line on stderr, no traceback and no key."""
    with FakeOpenAI(status=401) as server:
        monkeypatch.setenv("OPENAI_API_KEY", "sk-wrong-8c1f")
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        code, out, err = run(capsys, "ask", QUESTION, "--format", "json")
        assert len(server.chat_requests) == 1
    assert code == 3
    assert out == ""
    assert (
        err
        == "rag: error: El servicio del modelo de lenguaje rechazó la clave de API (401): revise la clave.\n"
    )
    assert "Traceback" not in err and "sk-wrong-8c1f" not in err


def test_offline_same_question_works(real_index_env, capsys):
    """Without a key the same question is answered extractively."""
    code, out, err = run(capsys, "ask", QUESTION, "--format", "json")
    assert code == 0
    assert json.loads(out)["mode"] == "extractive"
    assert "error" not in err


def test_follow_up_history_from_the_command_line(real_index_env, capsys):
    """--history makes an elliptical follow-up retrieve the previous question's precepts."""
    code, out, _ = run(
        capsys,
        "ask",
        "¿y quién lo puede suspender?",
        "--history",
        "¿Tengo derecho a hacer huelga?",
        "--format",
        "json",
    )
    answer = json.loads(out)
    assert code == 0
    assert answer["standalone_question"] == "¿y quién lo puede suspender? (derecho huelga)"
    assert {"art-28", "art-55"} & {c["metadata"]["article_id"] for c in answer["contexts"][:3]}


def test_the_text_answer_says_how_a_follow_up_was_understood(real_index_env, capsys):
    huelga = "¿Tengo derecho a hacer huelga?"
    code, out, _ = run(capsys, "ask", "¿y quién lo puede suspender?", "--history", huelga)
    assert code == 0
    assert out.startswith("(Entendido como: ¿y quién lo puede suspender? (derecho huelga))\n")
    code, out, _ = run(capsys, "ask", huelga, "--history", "¿Quién es el Rey?")
    assert "Entendido como" not in out


def test_history_questions_alone_carry_their_precepts_on_the_laws(real_index_env, real_laws, capsys):
    """From the command line only the earlier question is known: it is retrieved again to find the
    precept it rested on, so a bare "¿Y si fuera ingeniera?" (refused alone) is answered from it."""
    trial = "Acabo de empezar de dependienta en una tienda, ¿cuánto tiempo pueden tenerme a prueba?"
    question = "¿Y si fuera ingeniera?"
    code, out, _ = run(capsys, "ask", question, "--corpus", "leyes", "--format", "json")
    assert code == 0 and json.loads(out)["refused"]
    code, out, _ = run(capsys, "ask", question, "--corpus", "leyes", "--history", trial, "--format", "json")
    answer = json.loads(out)
    assert code == 0 and not answer["refused"]
    assert answer["citations"][0]["label"].startswith("Estatuto de los Trabajadores, art. 14")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--retriever", "nope"], "argument --retriever: invalid choice: 'nope'"),
        (["--method", "magia"], "argument --method: invalid choice: 'magia'"),
        (["--k", "tres"], "argument --k: invalid int value: 'tres'"),
    ],
)
def test_bad_option_is_an_argparse_error(capsys, argv, message):
    """Invalid choices and values exit 2 with argparse's message, before anything is loaded."""
    with pytest.raises(SystemExit) as info:
        main(["ask", QUESTION, *argv])
    _, err = capsys.readouterr()
    assert info.value.code == 2
    assert message in err


@pytest.mark.parametrize("k", ["0", "-3"])
def test_k_below_one_exits_2(capsys, k):
    """--k must be at least 1: one line on stderr, exit 2."""
    code, out, err = run(capsys, "ask", QUESTION, "--k", k)
    assert (code, out, err) == (2, "", "rag: error: --k must be at least 1\n")
