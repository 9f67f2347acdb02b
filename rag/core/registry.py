"""A registry by name, the pattern splitters, retrievers and answer methods share: built-ins
register exactly as a new one would, and an unknown name gets an error listing the valid ones."""

from __future__ import annotations

from typing import Generic, TypeVar

T = TypeVar("T")


class Registry(Generic[T]):
    """Items by name, in registration order (the first is the default)."""

    def __init__(self, kind: str, error: type[ValueError] = ValueError) -> None:
        self.kind = kind
        self.error = error
        self._items: dict[str, T] = {}

    def add(self, name: str, item: T) -> None:
        """Register ``item`` as ``name`` (a later registration under the same name replaces it)."""
        self._items[name] = item

    def names(self) -> tuple[str, ...]:
        """Every registered name, in registration order."""
        return tuple(self._items)

    def items(self) -> list[T]:
        """Every registered item, in registration order."""
        return list(self._items.values())

    def get(self, name: str) -> T:
        """The item registered as ``name``; an unknown name is an error listing the valid ones."""
        if name not in self._items:
            valid = ", ".join(self._items)
            raise self.error(f"unknown {self.kind} '{name}'; valid {self.kind}s: {valid}")
        return self._items[name]
