"""Driving the Streamlit page through AppTest: fixtures (fake embeddings, no provider variables,
captured downloads, a gate on ingests) and helpers shared by the page tests."""

from __future__ import annotations

import random
import socket
import time
from collections.abc import Callable
from typing import Any

from streamlit.proto.Markdown_pb2 import Markdown as MarkdownProto
from streamlit.testing.v1 import AppTest

from rag.core.config import PROJECT_ROOT
from rag.ingest.corpus import Corpus

APP = PROJECT_ROOT / "app.py"
READY_TIMEOUT_S = 60.0
RUN_TIMEOUT_S = 30.0
LOOKUP = "¿Qué dice el artículo 28?"
BOE_URL = "https://www.boe.es/buscar/act.php?id=BOE-A-1978-31229"
# Random bytes named .pdf: pypdf rejects them (seeded, so they never start with %PDF by chance).
JUNK_PDF = random.Random(1978).randbytes(3000)
LIBRARY_MD = b"# Horario de la biblioteca\n\nLa biblioteca municipal abre de lunes a viernes.\n"
HOSTILE_MD = (
    b"# Aviso peligroso\n\n"
    b"Texto con <script>alert(1)</script> y <b>negrita</b> y [enlace](javascript:alert(1)) en un parrafo.\n"
)


# --- helpers ------------------------------------------------------------------------------------


def run_until(at: AppTest, done: Callable[[AppTest], bool], what: str) -> AppTest:
    """Re-run the page (as the app's polling fragment would) until ``done``, or fail after a deadline."""
    deadline = time.monotonic() + READY_TIMEOUT_S
    at.run()
    while not done(at):
        assert not at.exception, [e.value for e in at.exception]
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.2)
        at.run()
    return at


def index_ready(at: AppTest) -> bool:
    """The chat can be used and no ingest is in progress."""
    return bool(at.chat_input) and not at.status


def open_app() -> AppTest:
    """The page after the first load, once the bundled Constitution is indexed."""
    at = AppTest.from_file(str(APP), default_timeout=RUN_TIMEOUT_S)
    at.secrets["RAG_TEST_SECRETS"] = "1"  # replaces st.secrets: a developer's secrets.toml stays out
    run_until(at, index_ready, "the first index")
    assert not at.exception
    return at


def ask(at: AppTest, question: str) -> AppTest:
    """Type a question in the chat box and send it."""
    at.chat_input(key="chat_input").set_value(question).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def select_corpus(at: AppTest, corpus: Corpus) -> AppTest:
    """Choose a corpus in the sidebar (the page lists corpora as it renders)."""
    at.run()
    at.selectbox(key="corpus_select").set_value(corpus.name).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def turns(at: AppTest) -> list[Any]:
    """The conversation kept in the session."""
    return list(at.session_state["session"].turns)


def sources(at: AppTest, index: int = -1) -> Any:
    """The "Contexto y fuentes" expander of one answer."""
    expanders = [e for e in at.main.expander if e.label == "Contexto y fuentes"]
    return expanders[index]


def texts(node: Any) -> list[str]:
    """The Markdown bodies shown in a block."""
    return [m.value for m in node.markdown]


def markdown_elements(at: AppTest) -> list[Any]:
    """Every element of the page rendered from Markdown (markdown, captions, dividers…)."""
    nodes = [*at.main, *at.sidebar]
    return [n for n in nodes if isinstance(getattr(n, "proto", None), MarkdownProto)]


def closed_port() -> int:
    """A loopback port nothing listens on."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])
