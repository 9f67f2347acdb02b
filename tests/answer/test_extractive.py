"""The offline answer quotes the sentence that holds what is asked, with that phrase in bold, cut
with "[…]" from a long apartado; at most two passages; lookups quote whole precepts; the law's text
is never rendered as markup."""

from __future__ import annotations

import re

import pytest
from conftest import make_context

from rag.answer.extractive import ELLIPSIS, NO_FIGURE, best_passages, extractive_answer
from rag.answer.extractive import named as extractive_named
from rag.core.asked import answer_spans, asked_kinds, asked_unit
from rag.core.results import Context
from ui.text import safe_markdown

# Estatuto de los Trabajadores, artículo 14.1 and 37.3 (their beginning), as the BOE gives them.
PERIODO_DE_PRUEBA = (
    "1. Podrá concertarse por escrito un periodo de prueba, con sujeción a los límites de duración que, "
    "en su caso, se establezcan en los convenios colectivos. En defecto de pacto en convenio, la duración "
    "del periodo de prueba no podrá exceder de seis meses para los técnicos titulados, ni de dos meses "
    "para los demás trabajadores. En las empresas de menos de veinticinco trabajadores el periodo de "
    "prueba no podrá exceder de tres meses para los trabajadores que no sean técnicos titulados.\n\n"
    "En el supuesto de los contratos temporales de duración determinada del artículo 15 concertados por "
    "tiempo no superior a seis meses, el periodo de prueba no podrá exceder de un mes, salvo que se "
    "disponga otra cosa en convenio colectivo.\n\n"
    "El empresario y el trabajador están, respectivamente, obligados a realizar las experiencias que "
    "constituyan el objeto de la prueba.\n\n"
    "Será nulo el pacto que establezca un periodo de prueba cuando el trabajador haya ya desempeñado las "
    "mismas funciones con anterioridad en la empresa, bajo cualquier modalidad de contratación."
)
PERMISOS = (
    "3. La persona trabajadora, previo aviso y justificación, podrá ausentarse del trabajo, con derecho a "
    "remuneración, por alguno de los motivos y por el tiempo siguiente:\n\n"
    "a) Quince días naturales en caso de matrimonio o registro de pareja de hecho.\n\n"
    "b) Cinco días por accidente o enfermedad graves, hospitalización o intervención quirúrgica sin "
    "hospitalización que precise reposo domiciliario del cónyuge, pareja de hecho o parientes hasta el "
    "segundo grado por consanguineidad o afinidad.\n\n"
    "b bis) Dos días por el fallecimiento del cónyuge, pareja de hecho o parientes hasta el segundo grado "
    "de consanguinidad o afinidad.\n\n"
    "c) Un día por traslado del domicilio habitual.\n\n"
    "d) Por el tiempo indispensable, para el cumplimiento de un deber inexcusable de carácter público y "
    "personal, comprendido el ejercicio del sufragio activo. Cuando conste en una norma legal o "
    "convencional un periodo determinado, se estará a lo que esta disponga en cuanto a duración de la "
    "ausencia y a su compensación económica."
)


def precept(n: int, number: int, text: str, score: float = 0.5, lookup: bool = False) -> Context:
    """Artículo ``number`` of the Estatuto as a retrieved extract: one apartado, its whole text."""
    apartado = text.split(".")[0]
    metadata = {
        "article_label": f"Artículo {number}",
        "article_id": f"art-{number}",
        "chunk_id": f"c{number}",
    }
    return make_context(n, text, metadata, score, [(apartado, 0, len(text))], lookup=lookup)


def answer_about(question: str, number: int, text: str) -> str:
    """The offline answer to ``question`` when article ``number`` (``text``) is the one retrieved."""
    return extractive_answer(question, [precept(1, number, text)], "la ley")


def bold_phrases(answer: str) -> list[str]:
    """The phrases the answer sets in bold, the passage labels aside."""
    return [phrase for phrase in re.findall(r"\*\*(.+?)\*\*", answer) if not phrase.startswith("Artículo")]


def test_period_question_quotes_the_sentence_with_the_period_in_bold():
    """ "¿Cuántos meses…?" over a long apartado: its sentence first, the period in bold, "[…]" where cut."""
    answer = answer_about(
        "¿Cuántos meses puede durar el periodo de prueba de un técnico titulado?", 14, PERIODO_DE_PRUEBA
    )
    assert answer.splitlines()[1].startswith(
        "- **Artículo 14.1**: «[…] En defecto de pacto en convenio, la duración del periodo de prueba "
        "**no podrá exceder de seis meses** para los técnicos titulados, ni de **dos meses** para los demás "
        "trabajadores."
    )
    assert answer.endswith("[…]» [1]")
    assert NO_FIGURE not in answer


def test_list_item_is_quoted_with_its_lead_in():
    """A lettered item keeps the words that introduce its list, the rest of the list cut."""
    answer = answer_about(
        "Me caso el mes que viene, ¿cuántos días de permiso me dan por matrimonio?", 37, PERMISOS
    )
    assert answer.splitlines()[1].startswith(
        "- **Artículo 37.3**: «3. La persona trabajadora, previo aviso y justificación, podrá ausentarse del "
        "trabajo, con derecho a remuneración, por alguno de los motivos y por el tiempo siguiente: "
        "a) **Quince días naturales** en caso de matrimonio o registro de pareja de hecho."
    )
    assert ELLIPSIS in answer.splitlines()[1]  # items that score low are left out


def test_yes_no_question_bolds_the_rule():
    """ "¿Es válido…?" quotes the rule that settles it, its ruling words in bold."""
    answer = answer_about(
        "Ya desempeñé las mismas funciones en la empresa, ¿es válido que me pongan otro periodo de prueba?",
        14,
        PERIODO_DE_PRUEBA,
    )
    assert "**Será nulo** el pacto que establezca un periodo de prueba" in answer


@pytest.mark.parametrize(
    ("question", "kinds"),
    [
        ("¿Cuánto tiempo me pueden tener detenido?", {"period"}),
        ("¿En qué plazo tengo que recurrir?", {"period"}),
        ("¿Cuántos diputados tiene el Congreso?", {"amount"}),
        ("¿Cuántos días de vacaciones me corresponden?", {"amount"}),  # days count: periods and more
        ("¿A partir de qué edad se puede votar?", {"age"}),
        ("¿Quién decide cuánto es el salario mínimo?", {"actor"}),
        ("¿Ante qué órgano presento la reclamación?", {"actor"}),
        ("Me han despedido. ¿Pueden hacerlo?", {"yesno"}),
        ("¿Es legal que lean mi correo?", {"yesno"}),
        ("¿Cómo pido una copia?", set()),
        ("¿Puede hacerlo? ¿Cuánto tiempo me dan?", {"yesno", "period"}),
    ],
)
def test_what_the_question_asks(question, kinds):
    """The kind of answer is read from the question's wording, clause by clause."""
    assert asked_kinds(question) == kinds


@pytest.mark.parametrize(
    ("text", "kind", "phrases"),
    [
        (
            "se requerirá al interesado para que, en un plazo de diez días, subsane la falta",
            "period",
            ["en un plazo de diez días"],
        ),
        ("como máximo setenta y dos horas, el detenido", "period", ["setenta y dos horas"]),
        (  # a period counted from an event, with no number: "al año de", not "al mes de enero"
            "El derecho a reclamar prescribirá al año de producido el hecho, y las cuotas al mes de enero.",
            "period",
            ["al año de producido"],
        ),
        ("no podrá exceder del treinta por ciento de las horas", "amount", ["treinta por ciento"]),
        # a "mensualidad" is a month's payment: an amount, never the period a "¿cuánto tiempo…?" asks
        ("la fianza en cantidad equivalente a una mensualidad de renta", "amount", ["una mensualidad"]),
        ("la fianza en cantidad equivalente a una mensualidad de renta", "period", []),
        ("devengará el interés legal, transcurrido un mes desde la entrega", "period", ["un mes"]),
        (
            "Los españoles son mayores de edad a los dieciocho años.",
            "age",
            ["mayores de edad", "dieciocho años"],
        ),
        ("Corresponde al Consejo de Ministros la imposición", "actor", ["al Consejo de Ministros"]),
        ("el trabajador no podrá ser despedido por este motivo", "yesno", ["no podrá ser despedido"]),
    ],
)
def test_the_phrase_that_answers(text, kind, phrases):
    """The phrase set in bold is the whole period, amount, age, actor or ruling clause."""
    assert [text[a:b] for a, b in answer_spans(text, {kind})] == phrases


def test_at_most_two_passages():
    """However many precepts score close, two passages are quoted."""
    contexts = [
        precept(n, 30 + n, f"{n}. El plazo para recurrir será de {word} días.")
        for n, word in enumerate(["diez", "quince", "veinte", "treinta"], start=1)
    ]
    passages = best_passages("¿Cuántos días tengo para recurrir?", contexts)
    assert len(passages) == 2
    answer = extractive_answer("¿Cuántos días tengo para recurrir?", contexts, "la ley")
    assert len([line for line in answer.splitlines() if line.startswith("- ")]) == 2


def test_no_ellipsis_or_markup_inside_the_bold_phrase():
    """A bold phrase is whole: no "[…]", asterisks or line breaks inside it."""
    answer = answer_about(
        "¿Cuántos meses puede durar el periodo de prueba en una empresa pequeña?", 14, PERIODO_DE_PRUEBA
    )
    phrases = bold_phrases(answer)
    assert phrases
    assert all(ELLIPSIS not in phrase and "*" not in phrase and "\n" not in phrase for phrase in phrases)


def test_quantity_without_a_figure_says_so():
    """A "¿cuánto…?" whose quoted text holds no figure says the text fixes none; with one, it does not."""
    vague = precept(1, 40, "1. La indemnización será la que fije el convenio colectivo aplicable.")
    assert extractive_answer("¿Cuánta indemnización me corresponde?", [vague], "la ley").endswith(NO_FIGURE)
    exact = precept(1, 40, "1. La indemnización será de veinte días de salario por año de servicio.")
    assert NO_FIGURE not in extractive_answer("¿Cuánta indemnización me corresponde?", [exact], "la ley")
    counted = precept(1, 67, "1. El derecho a reclamar prescribirá al año de producido el hecho.")
    assert NO_FIGURE not in extractive_answer("¿Cuánto tiempo tengo para reclamar?", [counted], "la ley")


def test_lookup_still_quotes_the_whole_article():
    """ "¿Qué dice el artículo 14?" quotes the named precept whole, no cut and no bold inside."""
    answer = extractive_answer(
        "¿Qué dice el artículo 14?",
        [precept(1, 14, PERIODO_DE_PRUEBA, 1.0, lookup=True)],
        "la ley",
        lookup=True,
    )
    assert answer == f"**Artículo 14**:\n\n«{PERIODO_DE_PRUEBA}» [1]"


def test_corpus_markup_is_never_rendered():
    """Asterisks, HTML and links in the law's text show as written: the UI renders only our bold."""
    text = "1. El plazo será de **diez días** <b>hábiles</b> [véase](https://ejemplo.invalid) *sic*."
    answer = extractive_answer("¿Cuántos días de plazo tengo?", [precept(1, 5, text)], "la ley")
    shown = safe_markdown(answer)
    assert re.findall(r"(?<!\\)\*\*(.+?)(?<!\\)\*\*", shown) == ["Artículo 5.1", "diez días"]
    assert "\\<b\\>" in shown and "\\[véase\\]\\(https://ejemplo.invalid\\)" in shown


def test_a_quoted_apartado_of_two_paragraphs_stays_inside_its_list_item():
    """Article 68.5 of the Constitution has two paragraphs: the second is indented under the bullet,
    so Markdown shows it inside the quote's item, not as loose text after the list."""
    text = (
        "5. Son electores y elegibles todos los españoles que estén en pleno uso de sus derechos políticos."
        "\n\nLa ley reconocerá y el Estado facilitará el ejercicio del derecho de sufragio a los españoles "
        "que se encuentren fuera del territorio de España."
    )
    answer = extractive_answer("¿Puedo votar si vivo en el extranjero?", [precept(1, 68, text)], "la ley")
    body = answer.split("\n", 1)[1]
    assert body.startswith("- **Artículo 68")
    assert "\n\n  La ley reconocerá" in body
    assert all(line.startswith(("- ", "  ")) or not line for line in body.splitlines())


def test_a_question_asking_how_many_days_quotes_the_figure_in_days(real_laws, real_settings):
    """On the real Estatuto, "¿Cuántos días de vacaciones me corresponden al año?" quotes art. 38.1's
    "treinta días naturales" first, not art. 38.3, which states months and shares more of the
    question's words ("correspondan")."""
    answer = real_laws.chain(real_settings, None, "hybrid", 5).ask(
        "¿Cuántos días de vacaciones me corresponden al año?"
    )
    assert answer.answer.splitlines()[1].startswith("- **Estatuto de los Trabajadores, art. 38.1**:")
    assert "treinta días naturales**" in answer.answer


@pytest.mark.parametrize(
    ("question", "text", "states"),
    [
        ("¿Cuántos días de vacaciones tengo?", "no será inferior a treinta días naturales", True),
        ("¿Cuántos días de vacaciones tengo?", "más de dieciocho meses a partir del final del año", False),
        ("¿Cuántas horas extra puedo hacer?", "no podrá ser superior a ochenta al año", False),
        ("¿Cuántas horas extra puedo hacer?", "no podrá ser superior a 80 horas al año", True),
        ("¿Cuántos meses dura la prueba?", "no podrá exceder de seis meses", True),
    ],
)
def test_a_figure_in_the_unit_asked(question, text, states):
    """ "¿Cuántos días/horas/meses…?" asks for a figure in that unit, wherever the sentence states it."""
    unit = asked_unit(question)
    assert unit is not None
    assert bool(unit.search(text)) is states


def test_a_question_naming_no_unit_asks_none():
    assert asked_unit("¿Quién convoca el referéndum?") is None
    assert asked_unit("¿Cuánto cobra un diputado?") is None


def test_doubt_quotes_the_first_two_precepts_saying_either_may_answer():
    """When retrieval's first two precepts are about as likely, both are quoted, the first still
    first, and the answer says either may answer; without doubt, a weaker second is left out."""
    contexts = [
        precept(1, 99, "3. Si el Congreso otorga su confianza, el Rey le nombrará Presidente."),
        precept(2, 62, "1. Corresponde al Rey proponer el candidato a Presidente del Gobierno."),
        precept(3, 64, "1. Los actos del Rey serán refrendados por el Presidente del Gobierno."),
    ]
    question = "¿Quién nombra al presidente del Gobierno?"
    answer = extractive_answer(question, contexts, "la ley", doubt=True)
    lines = answer.splitlines()
    assert (
        lines[0] == "Esto es lo que consta en la ley. Puede responderlo el artículo 99.3 o el artículo 62.1:"
    )
    assert [line.split("**")[1] for line in lines[1:3]] == ["Artículo 99.3", "Artículo 62.1"]
    assert lines[1].endswith("[1]") and lines[2].endswith("[2]")
    sure = extractive_answer(question, contexts, "la ley")
    assert sure.splitlines()[0] == "Esto es lo que consta en la ley:"


@pytest.mark.parametrize(
    ("label", "named"),
    [
        ("Artículo 13.2", "el artículo 13.2"),
        ("Disposición adicional primera", "la disposición adicional primera"),
        ("Preámbulo", "el preámbulo"),
        ("Ley 39/2015, art. 21.3", "Ley 39/2015, art. 21.3"),
    ],
)
def test_a_precept_named_inside_a_sentence(label, named):
    """Labels read inside "Puede responderlo … o …"."""
    assert extractive_named(label) == named


# Constitución Española, artículos 13 and 68 (apartados 3 to 5), as the BOE gives them.
ARTICULO_13 = (
    "1. Los extranjeros gozarán en España de las libertades públicas que garantiza el presente Título "
    "en los términos que establezcan los tratados y la ley.\n\n"
    "2. Solamente los españoles serán titulares de los derechos reconocidos en el artículo 23, salvo lo "
    "que, atendiendo a criterios de reciprocidad, pueda establecerse por tratado o ley para el derecho "
    "de sufragio activo y pasivo en las elecciones municipales.\n\n"
    "3. La extradición sólo se concederá en cumplimiento de un tratado o de la ley, atendiendo al "
    "principio de reciprocidad. Quedan excluidos de la extradición los delitos políticos, no "
    "considerándose como tales los actos de terrorismo.\n\n"
    "4. La ley establecerá los términos en que los ciudadanos de otros países y los apátridas podrán "
    "gozar del derecho de asilo en España."
)
ARTICULO_68 = (
    "3. La elección se verificará en cada circunscripción atendiendo a criterios de representación "
    "proporcional.\n\n"
    "4. El Congreso es elegido por cuatro años. El mandato de los Diputados termina cuatro años después "
    "de su elección o el día de la disolución de la Cámara.\n\n"
    "5. Son electores y elegibles todos los españoles que estén en pleno uso de sus derechos políticos."
    "\n\nLa ley reconocerá y el Estado facilitará el ejercicio del derecho de sufragio a los españoles "
    "que se encuentren fuera del territorio de España."
)


def numbered(n: int, number: int, text: str) -> Context:
    """Artículo ``number`` of the Constitution as a retrieved extract, split at its numbered apartados."""
    starts = [(m.group(1), m.start()) for m in re.finditer(r"(?m)^(\d+)\. ", text)]
    ends = [start for _, start in starts[1:]] + [len(text)]
    spans = [(label, start, end) for (label, start), end in zip(starts, ends, strict=True)]
    metadata = {
        "article_label": f"Artículo {number}",
        "article_id": f"art-{number}",
        "chunk_id": f"c{number}",
    }
    return make_context(n, text, metadata, 0.5, spans)


def test_a_word_is_not_matched_by_another_that_only_shares_its_prefix():
    """ "extranjero" and "extradición" share their first five letters, a prefix: asked about voting
    from abroad, with retrieval unsure between the articles on foreigners and on the Congress, the
    first is not quoted on extradition (the second is quoted on voters abroad)."""
    contexts = [numbered(1, 13, ARTICULO_13), numbered(2, 68, ARTICULO_68)]
    first, second = best_passages("¿Puedo votar si vivo en el extranjero?", contexts, both=True)
    assert "extradición" not in first.text and first.apartado != "3", first
    assert (second.context.n, second.apartado) == (2, "5"), second


# Ley Orgánica 1/1982, artículo noveno (its first two paragraphs, numbered in words), as the BOE gives it.
TUTELA = (
    "Uno. La tutela judicial frente a las intromisiones ilegítimas en los derechos a que se refiere la "
    "presente Ley podrá recabarse por las vías procesales ordinarias o por el procedimiento previsto en el "
    "artículo 53.2 de la Constitución. También podrá acudirse, cuando proceda, al recurso de amparo ante el "
    "Tribunal Constitucional.\n\n"
    "Dos. La tutela judicial comprenderá la adopción de todas las medidas necesarias para poner fin a la "
    "intromisión ilegítima de que se trate y, en particular, las necesarias para:\n\n"
    "a) El restablecimiento del perjudicado en el pleno disfrute de sus derechos, con la declaración de la "
    "intromisión sufrida, el cese inmediato de la misma y la reposición del estado anterior.\n\n"
    "b) Prevenir intromisiones inminentes o ulteriores.\n\n"
    "c) La indemnización de los daños y perjuicios causados.\n\n"
    "d) La apropiación por el perjudicado del lucro obtenido con la intromisión ilegítima en sus derechos."
)


def test_a_paragraph_numbered_in_words_is_quoted_once_with_its_sentence():
    """ "Uno." and "Dos." are not sentences of their own: each is quoted with the sentence it numbers,
    and a list's lead-in holding one is quoted once (it was "Dos. La tutela… para: La tutela… para:")."""
    context = make_context(
        1, TUTELA, {"article_label": "Artículo noveno", "article_id": "art-9", "chunk_id": "c9"}
    )
    measures = extractive_answer("¿Qué medidas comprende la tutela judicial?", [context], "la ley")
    assert "«[…] Dos. La tutela judicial comprenderá" in measures
    assert measures.count("La tutela judicial comprenderá") == 1
    remedy = extractive_answer("¿Cómo puedo recabar la tutela judicial?", [context], "la ley")
    assert "«Uno. La tutela judicial frente a las intromisiones" in remedy


def test_who_is_asked_bolds_the_actor_next_to_the_question_s_words():
    """ "¿Quién nombra…?" over a sentence naming two institutions bolds the one that appoints (next
    to "nombrará"), not the first named; an actor the question itself names is not the answer."""
    text = (
        "3. Si el Congreso de los Diputados, por el voto de la mayoría absoluta de sus miembros, otorgare su "
        "confianza a dicho candidato, el Rey le nombrará Presidente."
    )
    answer = answer_about("¿Quién nombra al presidente del Gobierno?", 99, text)
    assert bold_phrases(answer) == ["el Rey"]
    answer = answer_about(
        "Si el Congreso de los Diputados otorga su confianza al candidato, ¿quién lo nombra?", 99, text
    )
    assert bold_phrases(answer) == ["el Rey"]


NATIONALITY = (
    "1. Para la concesión de la nacionalidad por residencia se requiere que ésta haya durado diez años. "
    "Serán suficientes cinco años para los que hayan obtenido la condición de refugiado."
)


def test_every_figure_asked_is_in_bold_in_a_whole_apartado_not_only_in_the_best_sentence():
    """ "¿Cuánto tiempo…?" over a short apartado of two periods: whichever sentence is preferred, the
    general period (the first sentence) is in bold too (eighteenth session: only the preferred
    sentence's were, so the nationality question showed "cinco años" and not "diez años")."""
    answer = answer_about(
        "¿Cuánto tiempo de residencia piden a un refugiado para la nacionalidad?", 22, NATIONALITY
    )
    assert {"diez años", "cinco años"} <= set(bold_phrases(answer))
    # a yes/no question bolds its ruling clause, not every figure of the apartado
    ruling = answer_about("¿Puede un refugiado pedir la nacionalidad?", 22, NATIONALITY)
    assert "diez años" not in bold_phrases(ruling) and "cinco años" not in bold_phrases(ruling)
