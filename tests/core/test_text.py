"""Accent folding, which every stage's matching rests on (headings, names, words, the gate)."""

from __future__ import annotations

import unicodedata

import pytest

from rag.core.config import SHIPPED_DATA
from rag.core.text import fold


def _by_definition(text: str) -> str:
    """Lower case with every non-spacing mark (Unicode category Mn) removed, one character at a time."""
    decomposed = unicodedata.normalize("NFD", text.lower())
    return "".join(c for c in decomposed if unicodedata.category(c) != "Mn")


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("Artículo DECIMOCUARTO", "articulo decimocuarto"),
        ("Año, pingüino, Ñandú", "ano, pinguino, nandu"),
        ("«Disposición» 1.ª y 2.º — 30 €", "«disposicion» 1.ª y 2.º — 30 €"),
        ("Sin\u00a0acento", "sin\u00a0acento"),
    ],
)
def test_fold_lowers_and_strips_accents_but_keeps_other_signs(text: str, folded: str) -> None:
    assert fold(text) == folded


def test_fold_strips_every_non_spacing_mark_of_any_script() -> None:
    everything = "".join(chr(c) for c in range(0x3000) if not 0xD800 <= c < 0xE000)
    assert fold(everything) == _by_definition(everything)


def test_fold_reads_the_bundled_laws_like_the_definition() -> None:
    for path in sorted((SHIPPED_DATA / "biblioteca").rglob("*.md"))[:8]:
        text = path.read_text(encoding="utf-8")
        assert fold(text) == _by_definition(text), path.name
