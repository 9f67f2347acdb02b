"""The citizen→legal vocabulary of ``rag.search.thesaurus``, one module per domain of law: the
data, apart from the mechanism that matches it against questions."""

from __future__ import annotations

from rag.search.vocabulary.constitution import CONSTITUTION
from rag.search.vocabulary.data_protection import DATA_PROTECTION
from rag.search.vocabulary.labour import LABOUR
from rag.search.vocabulary.procedure import PROCEDURE
from rag.search.vocabulary.transparency import TRANSPARENCY

DOMAINS: dict[str, dict[str, str]] = {
    "constitution": CONSTITUTION,
    "labour": LABOUR,
    "procedure": PROCEDURE,
    "transparency": TRANSPARENCY,
    "data protection": DATA_PROTECTION,
}

__all__ = ["CONSTITUTION", "DATA_PROTECTION", "DOMAINS", "LABOUR", "PROCEDURE", "TRANSPARENCY"]
