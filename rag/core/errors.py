"""Errors a user can cause, each with a message fit to show (the CLI prints it in a line, the app
in Spanish); anything else is a bug and keeps its traceback."""

from __future__ import annotations


class ConfigError(ValueError):
    """A setting has a value the program cannot use."""


class CorpusError(ValueError):
    """An unknown corpus name, a missing folder, or a folder with nothing readable."""


class EmptyCorpus(CorpusError):
    """A corpus folder with no readable document; ``problems`` says why for each file."""

    def __init__(self, name: str, problems: list[tuple[str, str]], message: str) -> None:
        super().__init__(message)
        self.name = name
        self.problems = problems


class LoadError(ValueError):
    """A file that cannot be read as a document; the message says why, in a line."""


class IndexBusy(RuntimeError):
    """Another ingest of the same collection holds the lock for too long."""


class StoreUnavailable(RuntimeError):
    """The Chroma server cannot be reached."""


class LLMError(RuntimeError):
    """The language model could not answer; the message is Spanish and safe to show users."""


# What the CLI turns into a one-line message (exit 2) instead of a traceback.
USER_ERRORS: tuple[type[BaseException], ...] = (
    CorpusError,
    ConfigError,
    IndexBusy,
    StoreUnavailable,
    ValueError,
    OSError,
)
