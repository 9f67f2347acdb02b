"""The ``rag`` command: ingest corpora, ask, evaluate, calibrate, benchmark, list what there is.

``parser`` holds the grammar, ``commands`` what each command does; ``main`` runs one and turns the
errors a user can cause into one line and a non-zero exit, never a traceback. Machine-readable
output goes to stdout alone; progress and messages go to stderr.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Sequence

from rag.cli.commands import COMMANDS
from rag.cli.parser import build_parser
from rag.core.config import Settings
from rag.core.errors import USER_ERRORS, ConfigError, LLMError


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``rag`` console script."""
    logging.getLogger("langchain_text_splitters").setLevel(logging.ERROR)  # "chunk longer than…" is expected
    try:
        settings = Settings.from_env()
    except ConfigError as error:
        print(f"rag: error: {error}", file=sys.stderr)
        return 2
    args = build_parser(settings).parse_args(argv)
    try:
        return COMMANDS[args.command](args, settings)
    except LLMError as error:
        print(f"rag: error: {error}", file=sys.stderr)
        return 3
    except USER_ERRORS as error:
        print(f"rag: error: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # output piped into `head` and the like
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        print("rag: interrupted; the previous index is untouched", file=sys.stderr)
        return 130
    except Exception as error:
        if args.debug:
            raise
        print(f"rag: unexpected error: {type(error).__name__}: {error} (run with --debug)", file=sys.stderr)
        return 1
