"""A conversation as Markdown, with each answer's sources, for "Descargar conversación"."""

from __future__ import annotations

from datetime import datetime

from rag.answer.feedback import redact
from rag.core.results import Answer


def _quote(text: str) -> str:
    return "\n".join(f"> {line}" if line else ">" for line in text.splitlines())


def conversation_markdown(
    turns: list[Answer], corpus_title: str, settings_summary: str, now: datetime | None = None
) -> str:
    """Every answer with its cited sources first, then the rest of what was retrieved."""
    stamp = (now or datetime.now()).strftime("%Y-%m-%d %H:%M")
    lines = [
        f"# Conversación sobre {corpus_title}",
        "",
        f"Exportada el {stamp}. {settings_summary}",
        "",
        "Las respuestas son informativas y no constituyen asesoramiento jurídico.",
    ]
    for number, turn in enumerate(turns, start=1):
        lines += ["", f"## {number}. {redact(turn.question)}", "", redact(turn.answer)]
        if turn.understood_as:
            lines += ["", f"_Entendido como: {redact(turn.understood_as)}_"]
        if turn.notice:
            lines += ["", f"_{turn.notice}_"]
        cited = turn.cited_numbers
        if turn.citations:
            lines += ["", "**Fuentes citadas**", ""]
            for citation in turn.citations:
                link = f" — {citation.url}" if citation.url else ""
                lines.append(f"- [{citation.n}] {citation.label}{link}")
        contexts = sorted(turn.contexts, key=lambda c: (c.n not in cited, c.n))
        if contexts:
            lines += ["", "**Contexto recuperado**"]
            for context in contexts:
                mark = " (citado)" if context.n in cited else ""
                lines += [
                    "",
                    f"[{context.n}] {context.label}{mark} — {context.chunk.where}",
                    "",
                    _quote(context.text),
                ]
    return "\n".join(lines) + "\n"
