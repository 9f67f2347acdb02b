"""Word senses the embedder conflates, read in the sense the question means before it is embedded.

multilingual-e5-small places "¿Puedo votar si vivo en el extranjero?" (abroad) at 0.95 of "¿Pueden
votar los extranjeros…?" (foreigners): one stem, two meanings. Spanish marks the place by its
construction — "en el extranjero", "desde el extranjero", a verb of going "al extranjero" — while the
person is "el extranjero que…", "los extranjeros", "notificar al extranjero". Those constructions are
rewritten to the plain words the texts use for the place ("fuera de España": the Constitution's art.
68.5 "fuera del territorio de España", the LOREG's "residentes ausentes"), for the dense search, the
query adapter and the known questions alike. The lexical search keeps the question's own words (the
laws say "en el extranjero" 119 times) and adds the plain ones.
"""

from __future__ import annotations

import re

# (pattern over the question, its plain sense); patterns are case-insensitive and match whole words.
_GOING = (
    r"(?:ir|irme|irte|irse|irnos|voy|vas|va|vamos|van|fui|viajar|viajo|viaja|viajamos|salir|salgo|sale|"
    r"mudarme|mudarse|me mudo|marcharme|marcharse|me marcho|emigrar|emigro|emigra|trasladarme|"
    r"trasladarse|me traslado|llevar|llevarme|llevarse|llevarlo|llevarla|llevarlos|me lleve|se lleve|"
    r"enviar|envio|envío|mandar|mando|transferir|sacar|saco)"
)
SENSES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\ben el extranjero\b", re.IGNORECASE), "fuera de España"),
    (re.compile(r"\bdesde el extranjero\b", re.IGNORECASE), "desde fuera de España"),
    (
        re.compile(rf"\b({_GOING}\b(?:\s+\w+){{0,4}}?)\s+al extranjero\b", re.IGNORECASE),
        r"\1 fuera de España",
    ),
)


def plain_sense(question: str) -> str:
    """``question`` with each construction of ``SENSES`` in the words of its meaning."""
    for pattern, plain in SENSES:
        question = pattern.sub(plain, question)
    return question


def with_plain_sense(question: str) -> str:
    """``question`` followed by the plain words of any construction it holds (for the lexical
    search, which keeps the question's own words too)."""
    plain = plain_sense(question)
    return question if plain == question else f"{question} {plain}"
