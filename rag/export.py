"""A conversation as Markdown, with each answer's sources, for "Descargar conversación"."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from rag.feedback import redact


def _quote(text: str) -> str:
    return "\n".join(f"> {line}" if line else ">" for line in text.splitlines())


def conversation_markdown(
    turns: list[dict[str, Any]], corpus_title: str, settings_summary: str, now: datetime | None = None
) -> str:
    """``turns`` are ``Answer.as_dict()`` results; cited sources are listed first under each answer."""
    stamp = (now or datetime.now()).strftime("%Y-%m-%d %H:%M")
    lines = [
        f"# Conversación sobre {corpus_title}",
        "",
        f"Exportada el {stamp}. {settings_summary}",
        "",
        "Las respuestas son informativas y no constituyen asesoramiento jurídico.",
    ]
    for number, turn in enumerate(turns, start=1):
        lines += ["", f"## {number}. {redact(turn['question'])}", "", redact(turn["answer"])]
        if turn.get("notice"):
            lines += ["", f"_{turn['notice']}_"]
        cited = {c["n"] for c in turn.get("citations", [])}
        if turn.get("citations"):
            lines += ["", "**Fuentes citadas**", ""]
            for citation in turn["citations"]:
                lines.append(f"- [{citation['n']}] {citation['label']} — {citation['url']}")
        contexts = sorted(turn.get("contexts", []), key=lambda c: (c["n"] not in cited, c["n"]))
        if contexts:
            lines += ["", "**Contexto recuperado**"]
            for context in contexts:
                meta = context.get("metadata", {})
                label = meta.get("article_label") or meta.get("section") or meta.get("source", "")
                mark = " (citado)" if context["n"] in cited else ""
                lines += [
                    "",
                    f"[{context['n']}] {label}{mark} — {meta.get('url', '')}",
                    "",
                    _quote(context["text"]),
                ]
    return "\n".join(lines) + "\n"
