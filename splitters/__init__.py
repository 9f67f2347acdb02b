"""Splitters by name. Built-ins register exactly as a new one would: ``@register(...)`` on a factory.

A splitter turns the documents a loader made (one per precept, or per section) into chunks.
Every chunk carries its parent document's metadata plus ``chunk_id``, ``chunk_kind``, ``doc_id``,
``start``/``end`` (its span in the parent's text) and, when it lies in one, ``apartado``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from langchain_core.documents import BaseDocumentTransformer, Document

from rag.core.registry import Registry

Vectors = dict[str, list[float]]


class Splitter(BaseDocumentTransformer):
    """The contract of a registered splitter: documents in, chunks out, each chunk saying whether
    it is embedded (``embedded``); the vectors of the others are derived by ``derive_vectors``."""

    def derive_vectors(self, chunks: Sequence[Document], vectors: Vectors) -> Vectors:
        """Vectors of the chunks that are not embedded, from the embedded ones' ``vectors``.

        The default derives none: a splitter that leaves chunks unembedded must say how.
        """
        pending = [c.metadata["chunk_id"] for c in chunks if not c.metadata.get("embedded", True)]
        if pending:
            raise ValueError(f"{type(self).__name__} leaves chunks without a vector: {pending[:3]}")
        return {}


SplitterFactory = Callable[..., Splitter]
LengthUnit = Literal["chars", "tokens"]


class UnknownSplitter(ValueError):
    """No splitter is registered under that name."""


@dataclass(frozen=True)
class SplitterInfo:
    """A registered splitter: its factory and whether it takes size/overlap options."""

    name: str
    description: str
    factory: SplitterFactory
    sized: bool


_REGISTRY: Registry[SplitterInfo] = Registry("splitter", UnknownSplitter)


def register(name: str, description: str, sized: bool) -> Callable[[SplitterFactory], SplitterFactory]:
    """Register a splitter factory under ``name`` (``sized``: it takes chunk size and overlap)."""

    def decorator(factory: SplitterFactory) -> SplitterFactory:
        _REGISTRY.add(name, SplitterInfo(name, description, factory, sized))
        return factory

    return decorator


def available() -> list[SplitterInfo]:
    """Every registered splitter, in registration order."""
    return _REGISTRY.items()


def get_info(name: str) -> SplitterInfo:
    """The registry entry for ``name``; an unknown name gets an error listing the valid ones."""
    return _REGISTRY.get(name)


@dataclass(frozen=True)
class SplitterSpec:
    """A splitter and its options, written ``NAME`` or ``NAME:SIZE:OVERLAP[:tokens]``."""

    name: str
    chunk_size: int = 400
    chunk_overlap: int = 40
    length_unit: LengthUnit = "chars"

    @classmethod
    def parse(
        cls, text: str, chunk_size: int = 400, chunk_overlap: int = 40, length_unit: str = "chars"
    ) -> SplitterSpec:
        """Parse ``recursivo:400:40`` (options in the text win over the keyword defaults)."""
        parts = text.strip().split(":")
        name = parts[0]
        get_info(name)
        try:
            if len(parts) > 1:
                chunk_size = int(parts[1])
            if len(parts) > 2:
                chunk_overlap = int(parts[2])
        except ValueError:
            raise ValueError(f"splitter '{text}': size and overlap must be whole numbers") from None
        if len(parts) > 3:
            length_unit = parts[3]
        if length_unit not in ("chars", "tokens"):
            raise ValueError(f"length unit must be 'chars' or 'tokens', not '{length_unit}'")
        return cls(name, chunk_size, chunk_overlap, length_unit)  # type: ignore[arg-type]

    def __str__(self) -> str:
        if not get_info(self.name).sized:
            return self.name
        unit = ":tokens" if self.length_unit == "tokens" else ""
        return f"{self.name}:{self.chunk_size}:{self.chunk_overlap}{unit}"

    def build(self) -> Splitter:
        """Instantiate the splitter."""
        info = get_info(self.name)
        if info.sized:
            return info.factory(
                chunk_size=self.chunk_size, chunk_overlap=self.chunk_overlap, length_unit=self.length_unit
            )
        return info.factory()


def get_splitter(name: str, **options: object) -> Splitter:
    """Build the splitter registered as ``name`` with its options."""
    return get_info(name).factory(**options)


# Built-ins register on import, in the order they are listed to users.
from splitters import articles, character  # noqa: E402,F401
