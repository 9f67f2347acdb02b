"""Server mode: with RAG_CHROMA_URL set, ingest and ask use a real Chroma server over HTTP, not the disk."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import FakeEmbeddings
from servers import free_port, http_client

import rag.ingest.embeddings
from rag.cli import main


@pytest.fixture
def server_url(chroma_port: int, monkeypatch: pytest.MonkeyPatch) -> str:
    """RAG_CHROMA_URL pointing at the test server, emptied of every collection first."""
    client = http_client(chroma_port)
    for collection in client.list_collections():
        client.delete_collection(collection.name)
    url = f"http://127.0.0.1:{chroma_port}"
    monkeypatch.setenv("RAG_CHROMA_URL", url)
    return url


@pytest.fixture(autouse=True)
def fake_model(monkeypatch: pytest.MonkeyPatch, fake_embeddings: FakeEmbeddings) -> FakeEmbeddings:
    """Every index the CLI opens embeds with the counting fake; no LLM is configured."""
    monkeypatch.setattr(rag.ingest.embeddings, "build_embeddings", lambda settings: fake_embeddings)
    for name in ("OPENAI_BASE_URL", "AZURE_OPENAI_API_KEY", "AZURE_OPENAI_ENDPOINT"):
        monkeypatch.delenv(name, raising=False)
    return fake_embeddings


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Run `rag ARGV…` in-process: (exit code, stdout, stderr)."""
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def local_store(tmp_path: Path) -> Path:
    """The on-disk store the isolated RAG_DATA_DIR would use."""
    return tmp_path / "rag" / "index"


def test_ingest_and_ask_use_the_server(server_url, chroma_port, tmp_path, capsys, fake_model):
    """Ingest builds the collection on the server, a rerun is unchanged, and ask cites art-28 from it."""
    code, out, err = run(capsys, "ingest", "--format", "json")
    assert code == 0, err
    first = json.loads(out)
    assert (first["chunks"], first["unchanged"]) == (557, False)
    server = http_client(chroma_port)
    live = {c.name: c for c in server.list_collections()}
    assert first["collection"] in live
    assert f"{first['collection']}-staging" not in live
    assert live[first["collection"]].count() == 557 + 400  # the chunks and the sentence units
    assert (live[first["collection"]].metadata or {}).get("complete") is True
    assert not local_store(tmp_path).exists()
    embedded = fake_model.embedded

    code, out, err = run(capsys, "ingest", "--format", "json")
    assert code == 0, err
    second = json.loads(out)
    assert (second["unchanged"], second["embedded"], second["collection"]) == (True, 0, first["collection"])
    assert fake_model.embedded == embedded

    code, out, err = run(capsys, "ingest", "--format", "json", "--force")  # delete live, rename staging
    assert code == 0, err
    assert json.loads(out)["unchanged"] is False
    assert sorted(c.name for c in server.list_collections()) == [first["collection"]]

    code, out, err = run(capsys, "ask", "¿Qué dice el artículo 28?", "--format", "json")
    assert code == 0, err
    answer = json.loads(out)
    assert not answer["refused"]
    assert "art-28" in {c["article_id"] for c in answer["citations"]}
    assert answer["contexts"][0]["metadata"]["article_id"] == "art-28"
    assert not local_store(tmp_path).exists()


def test_server_starts_empty_even_with_a_local_index(server_url, chroma_port, tmp_path, capsys, monkeypatch):
    """A local index does not count for the server: the first server ingest builds, not 'unchanged'."""
    monkeypatch.delenv("RAG_CHROMA_URL")
    code, out, err = run(capsys, "ingest", "--format", "json")
    assert code == 0, err
    local = json.loads(out)
    assert not local["unchanged"] and local_store(tmp_path).exists()
    assert http_client(chroma_port).list_collections() == []

    monkeypatch.setenv("RAG_CHROMA_URL", server_url)
    code, out, err = run(capsys, "ingest", "--format", "json")
    assert code == 0, err
    remote = json.loads(out)
    assert (remote["unchanged"], remote["chunks"], remote["collection"]) == (False, 557, local["collection"])
    assert remote["collection"] in {c.name for c in http_client(chroma_port).list_collections()}


def test_unreachable_server_is_one_clear_line(monkeypatch, capsys):
    """A closed RAG_CHROMA_URL port makes `rag ingest` exit 2 with one line naming the URL."""
    url = f"http://127.0.0.1:{free_port()}"
    monkeypatch.setenv("RAG_CHROMA_URL", url)
    code, out, err = run(capsys, "ingest", "--format", "json")
    assert code == 2
    assert out == ""
    assert len(err.splitlines()) == 1, err
    assert err.startswith("rag: error:") and url in err
    assert "Traceback" not in err


@pytest.mark.parametrize("url", ["127.0.0.1:8000", "chroma-host", "ftp://127.0.0.1:8000"])
def test_url_without_http_scheme_is_one_clear_line(monkeypatch, capsys, url):
    """A RAG_CHROMA_URL that is not http(s)://HOST[:PORT] is refused, not silently sent to localhost."""
    monkeypatch.setenv("RAG_CHROMA_URL", url)
    code, out, err = run(capsys, "ingest", "--format", "json")
    assert (code, out, len(err.splitlines())) == (2, "", 1), err
    assert "RAG_CHROMA_URL" in err and url in err
