"""Typed session state: the conversation and the user's choices, nothing heavy."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import streamlit as st

from rag.core.results import Answer
from splitters import SplitterSpec


@dataclass
class Choices:
    """What the sidebar selected."""

    corpus: str
    spec: SplitterSpec
    retriever: str
    k: int
    method: str
    model: str
    norms: frozenset[str] | None = None  # the law filter: search only these norms (None: all)


@dataclass
class ChatTurn:
    """One question and its answer record, with the settings that produced it."""

    question: str
    answer: Answer
    settings: dict[str, Any]
    feedback_id: int | None = None
    feedback_score: int | None = None


@dataclass
class Session:
    """Everything one browser session remembers."""

    turns: list[ChatTurn] = field(default_factory=list)
    pending_question: str = ""
    pending_alone: bool = False  # ask the pending question without the conversation before it
    active: tuple[str, str] | None = None  # (corpus, splitter spec) of the index answering now
    flash: list[tuple[str, str]] = field(default_factory=list)  # (level, message) shown once
    select_corpus: str = ""  # a corpus to select on the next run (set by uploads and deletions)
    confirmed: set[str] = field(default_factory=set)  # long re-indexes the user agreed to start


def session() -> Session:
    """This browser session's state."""
    if "session" not in st.session_state:
        st.session_state["session"] = Session()
    state: Session = st.session_state["session"]
    return state
