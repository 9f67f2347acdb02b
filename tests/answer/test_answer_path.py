"""The one answer path with an in-process scripted model: rewrite → retrieve → gate → generate →
check citations, ``ask`` being the stream collected, and answer methods by name."""

from __future__ import annotations

import pytest
from conftest import ScriptedChatModel

from rag.answer.methods import get_method, method_names
from rag.core.results import Answer, Turn

LOOKUP = "¿Qué dice el artículo 28?"
OUT_OF_SCOPE = "¿Cómo se hace una tortilla de patatas?"


def chain_with(pipeline, settings, replies: list[str]):
    """The chain over the fake-embedded Constitution with a scripted model."""
    model = ScriptedChatModel(responses=replies)
    return pipeline.chain(settings, model, "hybrid", 5), model


def test_stream_yields_the_models_text_then_the_checked_answer(fake_pipeline, settings):
    """Deltas join to the model's text; the final Answer drops the invented marker [9]."""
    chain, model = chain_with(fake_pipeline, settings, ["Reconoce la huelga [1][9]."])
    items = list(chain.answer_stream(LOOKUP))
    deltas, final = items[:-1], items[-1]
    assert "".join(deltas) == "Reconoce la huelga [1][9]."
    assert isinstance(final, Answer) and all(isinstance(d, str) for d in deltas)
    assert (final.answer, final.dropped_citations, final.mode, final.model) == (
        "Reconoce la huelga [1].",
        [9],
        "llm",
        "guion",
    )
    assert [c.label for c in final.citations] == ["Artículo 28.2"]  # the huelga apartado
    assert len(model.prompts) == 1 and "[1] Artículo 28" in model.prompts[0][-1].content


def test_ask_is_the_stream_collected(fake_pipeline, settings):
    """ask() returns exactly the Answer the stream ends with."""
    streamed, _ = chain_with(fake_pipeline, settings, ["Sí [1]."])
    asked, _ = chain_with(fake_pipeline, settings, ["Sí [1]."])
    last = list(streamed.answer_stream(LOOKUP))[-1]
    answer = asked.ask(LOOKUP)
    assert isinstance(last, Answer)
    assert (answer.answer, answer.citations, answer.refused) == (last.answer, last.citations, last.refused)


def test_the_gate_refuses_before_the_model_is_asked(fake_pipeline, settings):
    """An article that does not exist is refused with no call to the model."""
    chain, model = chain_with(fake_pipeline, settings, ["no debería usarse"])
    answer = chain.ask("¿Qué dice el artículo 200?")
    assert answer.refused and answer.answer.startswith("No encuentro el artículo 200")
    assert model.prompts == []


def test_a_model_that_says_the_extracts_do_not_answer_is_a_refusal(fake_pipeline, settings):
    """ "No encuentro esto…" from the model marks the answer refused."""
    chain, _ = chain_with(fake_pipeline, settings, ["No encuentro esto en la Constitución Española."])
    assert chain.ask(LOOKUP).refused


def test_a_follow_up_is_rewritten_by_the_model_before_retrieval(fake_pipeline, settings):
    """With history the first reply is the standalone question; the second is the answer."""
    chain, model = chain_with(fake_pipeline, settings, ["¿Qué dice el artículo 28?", "Huelga [1]."])
    answer = chain.ask("¿Y eso qué dice?", history=[Turn("Hablemos del artículo 28", "…")])
    assert answer.standalone_question == "¿Qué dice el artículo 28?"
    assert answer.contexts[0].chunk.article_id == "art-28"
    assert len(model.prompts) == 2


def test_derivation_method_parses_the_tree(fake_pipeline, settings):
    """A well-formed derivation becomes the answer and its tree."""
    derivation = "Extract | h1 | Se reconoce la huelga [1]. | sí"
    chain, _ = chain_with(fake_pipeline, settings, [derivation])
    answer = chain.ask(LOOKUP, method="derivaciones")
    assert answer.answer == "Se reconoce la huelga [1]."
    assert answer.derivation is not None and answer.derivation["tree"]["rule"] == "Extract"


def test_malformed_derivation_falls_back_to_the_plain_answer(fake_pipeline, settings):
    """Prose instead of steps: the plain answer, with a notice saying why."""
    chain, model = chain_with(fake_pipeline, settings, ["esto no es una derivación", "Huelga [1]."])
    answer = chain.ask(LOOKUP, method="derivaciones")
    assert answer.answer == "Huelga [1]."
    assert answer.notice.startswith("Derivación no válida")
    assert len(model.prompts) == 2


@pytest.mark.parametrize(
    ("method", "notice_start"),
    [
        ("rag", "Sin modelo de lenguaje configurado"),
        ("derivaciones", "El método «derivaciones» necesita un modelo de lenguaje"),
        ("extractiva", "Sin modelo de lenguaje configurado"),
        ("contexto-completo", "El método «contexto-completo» necesita un modelo de lenguaje"),
    ],
)
def test_offline_every_method_answers_extractively(fake_pipeline, settings, method, notice_start):
    """No model: the literal text, with a notice naming what is missing."""
    answer = fake_pipeline.chain(settings, None, "hybrid", 5).ask(LOOKUP, method=method)
    assert (answer.mode, answer.method, answer.refused) == ("extractive", method, False)
    assert answer.notice.startswith(notice_start)
    assert answer.citations[0].label == "Artículo 28"


def test_extractive_method_never_calls_a_configured_model(fake_pipeline, settings):
    """``extractiva`` quotes the text even when a model is configured."""
    chain, model = chain_with(fake_pipeline, settings, ["no debería usarse"])
    answer = chain.ask(LOOKUP, method="extractiva")
    assert answer.mode == "extractive" and model.prompts == []


def test_methods_are_registered_by_name_and_unknown_ones_are_listed():
    """The registry holds the four methods; an unknown name lists them."""
    assert method_names() == ("rag", "derivaciones", "extractiva", "contexto-completo")
    assert get_method("rag").needs_model and not get_method("extractiva").needs_model
    assert get_method("contexto-completo").needs_model
    with pytest.raises(ValueError, match="valid methods: rag, derivaciones, extractiva, contexto-completo"):
        get_method("magia")


def test_out_of_scope_question_is_refused_in_both_modes(fake_pipeline, settings):
    """With fake embeddings the similarity is low: refused before generating, with or without a model."""
    chain, model = chain_with(fake_pipeline, settings, ["no debería usarse"])
    assert chain.ask(OUT_OF_SCOPE).refused and model.prompts == []
    assert fake_pipeline.chain(settings, None, "hybrid", 5).ask(OUT_OF_SCOPE).refused
