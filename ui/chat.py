"""The conversation: questions, streamed answers, "Contexto y fuentes", feedback and export."""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from typing import Any

import streamlit as st
from langchain_core.language_models import BaseChatModel
from sqlalchemy.exc import SQLAlchemyError

from rag.answer.chain import RagChain
from rag.answer.conversation import MAX_QUESTION_CHARS
from rag.answer.export import conversation_markdown
from rag.core.config import Settings
from rag.core.errors import LLMError
from rag.core.results import Answer, Context, Turn
from rag.pipeline import Pipeline
from ui.resources import feedback_store, instance_name
from ui.state import ChatTurn, Choices, session
from ui.text import plain, safe_markdown

logger = logging.getLogger(__name__)

MAX_SHOWN_CONTEXTS = 12  # more (a whole norm sent to the model): the rest listed by label only
_QUOTE_RE = re.compile(r"«([^»]{12,})»")


def _cited_spans(context: Context, answer: Answer) -> list[tuple[int, int]]:
    """Character spans of the context text that the answer cites (apartados, quoted passages)."""
    text = context.text
    apartados = {c.apartado for c in answer.citations if c.n == context.n and c.apartado}
    spans = [(s.start, s.end) for s in context.apartado_spans if s.number in apartados and s.end <= len(text)]
    for quote in _QUOTE_RE.findall(answer.answer):
        position = text.find(quote.strip(" .…[]"))
        if position >= 0:
            spans.append((position, position + len(quote)))
    return spans


def _paragraphs(text: str) -> list[tuple[str, int, int]]:
    offset, result = 0, []
    for paragraph in text.split("\n\n"):
        result.append((paragraph, offset, offset + len(paragraph)))
        offset += len(paragraph) + 2
    return result


def render_contexts(answer: Answer) -> None:
    """Each retrieved precept: label, breadcrumb, score, text (cited parts highlighted), BOE link.
    When the model read whole norms (``contexto-completo``), the precepts neither cited nor
    retrieved are listed by label only."""
    cited = answer.cited_numbers
    shown = answer.contexts
    if len(shown) > MAX_SHOWN_CONTEXTS:
        shown = [c for c in shown if c.n in cited or c.score > 0 or c.lookup or c.referenced]
        others = [c for c in answer.contexts if c not in shown]
        names = ", ".join(plain(c.label) for c in others[:40]) + ("…" if len(others) > 40 else "")
        st.caption(f"Además se enviaron al modelo {len(others)} preceptos más: {names}")
    for context in sorted(shown, key=lambda c: (c.n not in cited, c.n)):
        chunk = context.chunk
        marks = []
        if context.n in cited:
            marks.append("✅ citado en la respuesta")
        if context.referenced:
            marks.append("🔗 añadido porque otro precepto lo menciona")
        st.markdown(
            f"**\\[{context.n}\\] {plain(context.label)}**" + (" · " + " · ".join(marks) if marks else "")
        )
        details = [plain(chunk.breadcrumb)] if chunk.breadcrumb else []
        details.append(f"puntuación {context.score:.3f}")
        st.caption(" · ".join(details))
        spans = _cited_spans(context, answer)
        for paragraph, start, end in _paragraphs(context.text):
            highlighted = any(start < b and a < end for a, b in spans)
            st.markdown(f":orange-background[{plain(paragraph)}]" if highlighted else plain(paragraph))
        render_source_link(chunk.url, chunk.where)
        st.divider()


def render_source_link(url: str, source: str) -> None:
    """ "Ver en el BOE" for a precept, or the file a generic document came from."""
    if url:
        st.link_button("Ver en el BOE", url)
    elif source:
        st.caption(f"Fuente: {plain(source)}")


def _dot(tree: dict[str, Any]) -> str:
    """The derivation tree as Graphviz DOT (labels escaped, shortened)."""
    lines = ["digraph derivacion {", "  rankdir=BT; node [shape=box, fontsize=10];"]

    def visit(node: dict[str, Any]) -> None:
        text = f"{node['id']} {node['rule']}: {node['conclusion']}"[:90]
        label = text.replace("\\", "\\\\").replace('"', '\\"')
        lines.append(f'  "{node["id"]}" [label="{label}"];')
        for child in node["children"]:
            lines.append(f'  "{child["id"]}" -> "{node["id"]}";')
            visit(child)

    visit(tree)
    lines.append("}")
    return "\n".join(lines)


def _feedback(index: int, turn: ChatTurn, settings: Settings) -> None:
    value = st.feedback("thumbs", key=f"feedback-{index}")
    try:
        if value is not None and turn.feedback_score != value:
            store = feedback_store(settings)
            if turn.feedback_id is None:
                turn.feedback_id = store.record(
                    value,
                    turn.question,
                    turn.answer.answer,
                    [c.as_dict() for c in turn.answer.contexts],
                    turn.settings,
                    instance=instance_name(settings),
                )
            else:
                store.update(turn.feedback_id, score=value)
            turn.feedback_score = value
        if turn.feedback_id is not None:
            comment = st.text_input("Comentario (opcional)", key=f"comment-{index}", max_chars=1000)
            if st.button("Enviar comentario", key=f"send-comment-{index}") and comment.strip():
                feedback_store(settings).update(turn.feedback_id, comment=comment)
                st.toast("Gracias: comentario guardado.")
    except (SQLAlchemyError, ImportError) as error:
        # The database URL may hold a password: the message names the problem, never the URL.
        logger.warning("feedback not stored: %s", type(error).__name__)
        st.warning(
            "No se pudo guardar la valoración: la base de datos de valoraciones (`RAG_FEEDBACK_DB`) "
            "no responde. La respuesta no se ha perdido; puede intentarlo de nuevo más tarde.",
            icon="⚠️",
        )


def render_turn(index: int, turn: ChatTurn, settings: Settings) -> None:
    """One exchange as the user sees it."""
    answer = turn.answer
    with st.chat_message("user"):
        st.markdown(plain(turn.question))
    with st.chat_message("assistant"):
        if answer.refused:
            st.warning(safe_markdown(answer.answer), icon="🔎")
        else:
            st.markdown(safe_markdown(answer.answer))
        if answer.notice:
            st.caption(answer.notice)
        if answer.understood_as:
            st.caption(f"Entendido como: {plain(answer.understood_as)}")
            if st.button("Preguntar sin el contexto anterior", key=f"no-context-{index}"):
                state = session()
                state.pending_question, state.pending_alone = turn.question, True
                st.rerun()
        derivation = answer.derivation or {}
        if derivation.get("tree"):
            with st.expander("Derivación (árbol de razonamiento)"):
                st.graphviz_chart(_dot(derivation["tree"]))
                st.code(derivation.get("text_tree", ""), language=None)
        with st.expander("Contexto y fuentes"):
            render_contexts(answer)
        _feedback(index, turn, settings)


def _stream(chain: RagChain, question: str, history: list[Turn], choices: Choices) -> Answer:
    """Show the model's text as it arrives; return the checked answer that replaces it."""
    final: dict[str, Answer] = {}

    def deltas() -> Iterator[str]:
        for item in chain.answer_stream(question, history=history, method=choices.method, k=choices.k):
            if isinstance(item, str):
                yield item
            else:
                final["answer"] = item

    placeholder = st.empty()
    try:
        with placeholder.container():
            st.write_stream(deltas())
    finally:
        placeholder.empty()  # unchecked text never stays: the checked answer or an error replaces it
    return final["answer"]


def ask(
    question: str,
    pipeline: Pipeline,
    llm: BaseChatModel | None,
    choices: Choices,
    settings: Settings,
    alone: bool = False,
) -> None:
    """Answer a new question and add it to the conversation (``alone``: without the turns before)."""
    state = session()
    if len(question) > MAX_QUESTION_CHARS:
        notice = f"La pregunta es muy larga: se usan sus primeros {MAX_QUESTION_CHARS:,} caracteres."
        notice = notice.replace(",", ".")
        state.flash.append(("info", notice))  # shown again after the rerun that draws the answer
        st.info(notice)
        question = question[:MAX_QUESTION_CHARS]
    with st.chat_message("user"):
        st.markdown(plain(question))
    with st.chat_message("assistant"):
        chain = pipeline.chain(settings, llm, choices.retriever, choices.k, choices.norms)
        history = [] if alone else [t.answer.as_turn() for t in state.turns[-3:]]
        try:
            if llm is not None and choices.method == "rag":
                answer = _stream(chain, question, history, choices)
            else:
                with st.spinner("Buscando en el texto…"):
                    answer = chain.ask(question, history=history, method=choices.method, k=choices.k)
        except LLMError as error:
            st.error(
                f"{error} Puede seguir preguntando; sin modelo (sin clave) las respuestas son extractivas."
            )
            return
        except ValueError as error:
            st.warning(str(error))
            return
    summary = {
        "corpus": choices.corpus,
        "splitter": str(choices.spec),
        "retriever": choices.retriever,
        "k": choices.k,
        "method": choices.method,
        "mode": answer.mode,
        "model": answer.model,
    }
    if len(pipeline.norms()) > 1:  # a corpus of several norms: which were searched
        summary["normas"] = sorted(choices.norms) if choices.norms else "todas"
    state.turns.append(ChatTurn(question, answer, summary))
    st.rerun()


def render_chat(
    pipeline: Pipeline, llm: BaseChatModel | None, choices: Choices, settings: Settings, corpus_title: str
) -> None:
    """The chat tab."""
    state = session()
    left, right = st.columns([1, 1])
    if left.button("🧹 Nueva conversación", key="new_conversation", disabled=not state.turns):
        state.turns.clear()
        st.rerun()
    if state.turns:
        summary = f"Divisor {choices.spec}, recuperador {choices.retriever}, k = {choices.k}."
        right.download_button(
            "⬇️ Descargar conversación",
            conversation_markdown([t.answer for t in state.turns], corpus_title, summary),
            file_name="conversacion.md",
            mime="text/markdown",
            key="download_conversation",
        )
    for index, turn in enumerate(state.turns):
        render_turn(index, turn, settings)
    examples = pipeline.corpus.examples
    if not state.turns and examples:
        st.markdown("**Pruebe con una pregunta:**")
        columns = st.columns(len(examples))
        for number, (column, example) in enumerate(zip(columns, examples, strict=True)):
            if column.button(example, key=f"example-{number}"):
                state.pending_question = example
    st.caption("Las valoraciones 👍/👎 se guardan (pregunta, respuesta, contexto) para mejorar el servicio.")
    typed = st.chat_input("Escriba su pregunta sobre el texto…", key="chat_input")
    question = (typed or state.pending_question).strip()
    alone = state.pending_alone and not typed
    if question:
        state.pending_question, state.pending_alone = "", False
        ask(question, pipeline, llm, choices, settings, alone)
