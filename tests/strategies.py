"""Shared hypothesis settings and text strategies for the property-based bad-input tests."""

from __future__ import annotations

import hypothesis
from hypothesis import HealthCheck
from hypothesis import strategies as st

# derandomize: the same examples on every run (a property test that fails must fail again);
# database=None: nothing written under the project.
FEW = hypothesis.settings(
    max_examples=30,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[
        HealthCheck.function_scoped_fixture,
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
    ],
)
SOME = hypothesis.settings(FEW, max_examples=60)

SCRIPT = "<script>alert(1)</script>"

# Text that exercises every path: control and format characters, RTL, emoji, markup fragments.
ANY_TEXT = st.text(alphabet=st.characters(exclude_categories=["Cs"]))
MARKUP_PIECES = st.sampled_from(
    [
        "[1]", "[7]", "[1]: ", "](", "]: ", "(", ")", "<", ">", "<b>", SCRIPT, "http://e.invalid",
        "**", "*", "_", "`", "\\", "- ", "1. ", "# ", "> ", "|", "~", "$", "!", "&lt;",
        "\n", "\n\n", "\r", " ", "\t",
        "a", "Artículo 28", "\u202e", "\u200b", "שלום", "مرحبا", "👩‍⚖️", "\x00", "\x1b[31m",
    ]
)  # fmt: skip
MARKUP_SOUP = st.lists(MARKUP_PIECES, max_size=30).map("".join)
LINE_STARTS = st.sampled_from(
    ["", "", "- ", "* ", "1. ", "# ", "> ", "[1]: ", "    ", "| ", "```", "===", "\n"]
)
MARKDOWN_LINES = st.lists(st.tuples(LINE_STARTS, MARKUP_SOUP), max_size=8).map(
    lambda lines: "\n".join(start + rest for start, rest in lines)
)
MIXED_TEXT = st.one_of(ANY_TEXT, MARKUP_SOUP, MARKDOWN_LINES)
