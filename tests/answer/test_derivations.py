"""Derivations: parsing the model's steps, the tree they form, and every way a derivation can be malformed."""

from __future__ import annotations

import random
import string

import pytest

from rag.answer.derivations import (
    DERIVATION_PROMPT,
    MAX_STEPS,
    RULES,
    Derivation,
    DerivationError,
    Step,
    format_hypotheses,
    parse_derivation,
)

EXAMPLE = """\
Extract | h1 | Solo los españoles son titulares de los derechos del art. 23, salvo el voto municipal. | no
Instantiate | s1 | Un extranjero puede votar en las municipales si un tratado o ley lo establece [1]. | no
Compose | s2, h2 | Sí, si hay tratado o ley y reciprocidad [1][2]. | sí
"""

EXAMPLE_STEPS = [
    Step(
        "s1",
        "Extract",
        ["h1"],
        "Solo los españoles son titulares de los derechos del art. 23, salvo el voto municipal.",
        False,
    ),
    Step(
        "s2",
        "Instantiate",
        ["s1"],
        "Un extranjero puede votar en las municipales si un tratado o ley lo establece [1].",
        False,
    ),
    Step("s3", "Compose", ["s2", "h2"], "Sí, si hay tratado o ley y reciprocidad [1][2].", True),
]

SMALL = "Extract | h1 | A. | no\nExtract | h2 | B. | no\nConcat | s1, s2 | A y B. | sí"


def test_good_derivation_parses_into_steps() -> None:
    """The example gives three steps with their rules, premises, conclusions and one final step."""
    derivation = parse_derivation(EXAMPLE, 2)
    assert derivation.steps == EXAMPLE_STEPS
    assert derivation.final_step.id == "s3"
    assert derivation.conclusion == "Sí, si hay tratado o ley y reciprocidad [1][2]."
    assert derivation.no_info is False
    assert derivation.hypotheses_used == [1, 2]


def test_tree_of_example_nests_premises() -> None:
    """The tree is rooted at the final step; steps nest their premises and extracts are leaves."""
    expected = {
        "id": "s3",
        "rule": "Compose",
        "conclusion": "Sí, si hay tratado o ley y reciprocidad [1][2].",
        "children": [
            {
                "id": "s2",
                "rule": "Instantiate",
                "conclusion": EXAMPLE_STEPS[1].conclusion,
                "children": [
                    {
                        "id": "s1",
                        "rule": "Extract",
                        "conclusion": EXAMPLE_STEPS[0].conclusion,
                        "children": [{"id": "h1", "rule": "Hipótesis", "conclusion": "", "children": []}],
                    }
                ],
            },
            {"id": "h2", "rule": "Hipótesis", "conclusion": "", "children": []},
        ],
    }
    assert parse_derivation(EXAMPLE, 2).tree() == expected


def test_as_text_tree_small_case() -> None:
    """Two spaces per level, steps as 'id Rule: conclusion', extracts by id alone."""
    assert parse_derivation(SMALL, 2).as_text_tree() == (
        "s3 Concat: A y B.\n  s1 Extract: A.\n    h1\n  s2 Extract: B.\n    h2"
    )


@pytest.mark.parametrize(
    "text",
    [
        SMALL,
        f"```\n{SMALL}\n```",
        f"```text\n{SMALL}\n```\n",
        "Aquí está la derivación:\n\n"
        "| Regla | Hipótesis | Conclusión | Final |\n"
        "|---|---|---|---|\n"
        "| Extract | h1 | A. | no |\n"
        "|  extract  |  H2  |  B.  |  |\n"
        "| **Concat** | s1, s2 | A y B. | sí |\n"
        "Fin.",
        "1. Extract | 1 | A. | no\n2. Extraer | [2] | B. | no\n"
        "3. CONCATENAR | s1 y s2 | A y B. | Sí\nEspero que sirva.",
        "s1: Extract | e1 | A. | no\ns2: Extract | h2 | B. | no\ns3: Concat | S1; s2 | A y B. | final",
        "| # | Regla | Hipótesis | Conclusión | Final |\n"
        "| :-- | :-- | :-- | :-- | :-: |\n"
        "| 1 | Extract | h1 | A. | no |\n"
        "| 2 | Extract | h2 | B. | no |\n"
        "| 3 | Concat | s1, s2 | A y B. | **sí** |",
        "Extract | h1 | A. | no\nExtract | h2 | B. |\nConcat | s1, s2 | A y B.",
    ],
    ids=[
        "plain",
        "fence",
        "fence-lang",
        "markdown-table",
        "numbered",
        "step-ids",
        "number-column",
        "no-marks",
    ],
)
def test_tolerant_parsing(text: str) -> None:
    """Fences, header and separator rows, pipes, numbering and prose around the table are ignored."""
    derivation = parse_derivation(text, 2)
    assert [(s.id, s.rule, s.premises, s.conclusion, s.final) for s in derivation.steps] == [
        ("s1", "Extract", ["h1"], "A.", False),
        ("s2", "Extract", ["h2"], "B.", False),
        ("s3", "Concat", ["s1", "s2"], "A y B.", True),
    ]


@pytest.mark.parametrize(
    ("final_marks", "expected_final"),
    [
        (("no", "no", "no"), "s3"),
        (("sí", "no", "no"), "s1"),
        (("yes", "x", "no"), "s2"),
        (("si", "true", "final"), "s3"),
    ],
)
def test_final_step_choice(final_marks: tuple[str, str, str], expected_final: str) -> None:
    """The last step marked final wins; with none marked, the last step; exactly one stays final."""
    text = "\n".join(
        f"Extract | h1 | C{i}. | {mark}" if i == 1 else f"Refine | s{i - 1} | C{i}. | {mark}"
        for i, mark in enumerate(final_marks, start=1)
    )
    derivation = parse_derivation(text, 1)
    assert derivation.final_step.id == expected_final
    assert [step.id for step in derivation.steps if step.final] == [expected_final]


@pytest.mark.parametrize(
    ("rule", "expected"),
    [
        ("extract", "Extract"),
        ("Concatenar", "Concat"),
        ("INSTANCIAR", "Instantiate"),
        ("Componer", "Compose"),
        ("refinar", "Refine"),
        ("SinInformación", "NoInfo"),
        ("SinInfo", "NoInfo"),
        ("noinfo", "NoInfo"),
    ],
)
def test_rule_aliases(rule: str, expected: str) -> None:
    """Rule names are read case-insensitively, in English or Spanish."""
    assert parse_derivation(f"{rule} | h1 | Algo. | sí", 1).steps[0].rule == expected


def test_no_info_single_step() -> None:
    """A lone NoInfo step needs no premises and marks the derivation as having no answer."""
    derivation = parse_derivation("NoInfo | - | Los extractos no dicen cuánto cuesta la matrícula. | sí", 3)
    assert derivation.no_info is True
    assert derivation.steps == [
        Step("s1", "NoInfo", [], "Los extractos no dicen cuánto cuesta la matrícula.", True)
    ]
    assert derivation.hypotheses_used == []
    assert derivation.as_text_tree() == "s1 NoInfo: Los extractos no dicen cuánto cuesta la matrícula."


def valid_chain(length: int) -> str:
    """A well-formed derivation of the given number of steps over extract h1."""
    lines = ["Extract | h1 | Paso 1. | no"]
    lines += [f"Refine | s{i - 1} | Paso {i}. | no" for i in range(2, length + 1)]
    return "\n".join(lines)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("Deducir | h1 | Algo. | sí", "regla desconocida «Deducir»"),
        ("Extract | h9 | Algo. | sí", "h9 no es uno de los extractos 1..3"),
        ("Extract | h1 | A. | no\nCompose | s5, h1 | B. | sí", "s5 no es un paso anterior"),
        ("Extract | s1 | A. | sí", "s1 no es un paso anterior"),
        ("Extract | h0 | A. | sí", "h0 no es uno de los extractos"),
        ("Extract | h1 |  | sí", "la conclusión está vacía"),
        ("Extract | h1", "faltan columnas"),
        ("Compose | | A. | sí", "la regla Compose necesita"),
        ("Extract | h1, quizá | A. | sí", "premisa no reconocida «quizá»"),
        ("", "no hay ningún paso"),
        ("Lo siento, no puedo ayudar con eso.\n```\n```", "no hay ningún paso"),
        ("| Regla | Hipótesis | Conclusión | Final |\n|---|---|---|---|", "no hay ningún paso"),
        (valid_chain(MAX_STEPS + 1), "más de 30 pasos"),
    ],
    ids=[
        "unknown-rule",
        "hypothesis-out-of-range",
        "forward-reference",
        "self-reference",
        "hypothesis-zero",
        "empty-conclusion",
        "missing-columns",
        "no-premises",
        "bad-premise",
        "empty-text",
        "prose-only",
        "header-only",
        "too-many-steps",
    ],
)
def test_malformed_derivations_raise(text: str, message: str) -> None:
    """Each malformed derivation raises DerivationError with a message naming the problem."""
    with pytest.raises(DerivationError, match=message):
        parse_derivation(text, 3)


def test_thirty_steps_are_allowed() -> None:
    """MAX_STEPS itself is accepted: only the step beyond it is refused."""
    assert len(parse_derivation(valid_chain(MAX_STEPS), 1).steps) == MAX_STEPS


def random_text(rng: random.Random) -> str:
    """Printable noise with extra pipes, newlines and rule-like words to reach the table code."""
    alphabet = string.printable + "||||\n\n"
    pieces = ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 40))) for _ in range(4)]
    pieces.insert(rng.randint(0, 4), rng.choice([*RULES, "h1", "s1", "sí", "[2]", " | "]))
    return "".join(pieces)


def test_random_text_raises_only_derivation_error() -> None:
    """No string makes the parser fail with anything other than DerivationError."""
    rng = random.Random(0)
    outcomes = {"parsed": 0, "refused": 0}
    for _ in range(200):
        text = random_text(rng)
        try:
            derivation = parse_derivation(text, 3)
        except DerivationError:
            outcomes["refused"] += 1
        else:
            outcomes["parsed"] += 1
            derivation.as_text_tree()
    assert outcomes["refused"] > 0


def test_format_hypotheses() -> None:
    """Each extract becomes one 'hN [N]: text' line, its inner whitespace collapsed."""
    assert format_hypotheses(["Artículo 23.\n1. Los ciudadanos…", "  Ley 7/1985  "]) == (
        "h1 [1]: Artículo 23. 1. Los ciudadanos…\nh2 [2]: Ley 7/1985"
    )
    assert format_hypotheses([]) == ""


def test_prompt_example_parses() -> None:
    """The example inside the prompt is itself a valid derivation, and every rule is explained."""
    example = DERIVATION_PROMPT.split("»:\n", 1)[1]
    derivation = parse_derivation(example, 2)
    assert [step.rule for step in derivation.steps] == ["Extract", "Instantiate", "Compose"]
    assert derivation.hypotheses_used == [1, 2]
    assert all(f"- {rule}: " in DERIVATION_PROMPT for rule in RULES)


def test_derivation_without_steps_has_no_final_step() -> None:
    """An empty Derivation built by hand refuses to name a final step."""
    with pytest.raises(DerivationError):
        Derivation([]).final_step  # noqa: B018
