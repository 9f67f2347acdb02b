"""What state norms cannot answer however well they are ranked: one territory's or another
country's own rules, this year's figures, advice. The gate asks a flagged question for more
confidence (a bar calibrated per corpus) and, when that bar is what refuses it, says why."""

from __future__ import annotations

import pytest

from rag.core.config import Settings
from rag.core.results import Understood
from rag.search.calibration import (
    GateSignal,
    Thresholds,
    calibrated,
    refuses,
    save_calibration,
)
from rag.search.scope import (
    asks_advice,
    asks_current_figure,
    named_country,
    named_territory,
    without_residence,
)
from rag.search.threshold_grid import calibrate


@pytest.mark.parametrize(
    ("question", "territory"),
    [
        ("¿Cuánto se paga de sucesiones en Andalucía?", "Andalucía"),
        ("Soy andaluza y heredo un piso, ¿qué pago?", "Andalucía"),
        ("¿Qué IBI pagaré en LLEIDA?", "Lleida"),
        ("Soy madrileño, ¿tengo deducción por alquiler?", "Comunidad de Madrid"),
        ("¿Qué tasa de basuras pago en Santa Cruz de Tenerife?", "Santa Cruz de Tenerife"),
        ("¿Y en Ceuta y Melilla?", "Ceuta"),
        ("Compro un piso en San Sebastián", "San Sebastián"),
    ],
)
def test_a_named_community_province_or_town_is_found(question, territory):
    assert named_territory(question) == territory


@pytest.mark.parametrize(
    "question",
    [
        "¿Quién elige al alcalde de mi pueblo?",  # the asker's own town: its institutions are state law
        "¿Qué competencias tiene una comunidad autónoma en sanidad?",
        "¿El castellano es la lengua oficial del Estado?",
        "El banco Santander me cobra una comisión por cancelar la hipoteca",
        "Leónidas, mi vecino, hace obras sin permiso",
        "¿Cuánto dura el permiso por nacimiento?",
        "Soy marroquí y vivo en Madrid, ¿puedo traer a mi mujer?",  # where the asker lives
        "Vivo en Melilla, ¿cuántos diputados elegimos allí?",
        # a place in the situation told, not in what is asked
        "Han detenido en Castellón a mi marido, que no habla español. ¿Tiene derecho a un intérprete?",
        "Estoy de vacaciones en Málaga, ¿tengo que llevar el pasaporte encima?",
    ],
)
def test_no_territory_is_read_into_other_words(question):
    assert named_territory(question) == ""


@pytest.mark.parametrize(
    ("question", "current"),
    [
        ("¿Cuánto vale el IPREM este año?", True),
        ("¿Cuál es el salario mínimo en 2026?", True),
        ("¿Cuánto es actualmente la pensión mínima?", True),
        ("¿Qué umbral de renta hay este curso para las becas?", True),
        ("Quiero dejar mi trabajo actual, ¿con cuánto preaviso?", False),
        ("Hace un año que alquilé el piso, ¿puedo irme?", False),
    ],
)
def test_a_question_about_this_years_figures_is_recognised(question, current):
    assert asks_current_figure(question) is current


@pytest.mark.parametrize(
    ("question", "country"),
    [
        ("¿Cuántos días de vacaciones tiene un trabajador en Alemania?", "Alemania"),
        ("En Portugal, ¿qué IVA lleva un restaurante?", "Portugal"),
        ("¿Cuánto es el salario mínimo en el reino unido?", "Reino Unido"),
        ("Nos casamos en Buenos Aires, ¿qué régimen de bienes se aplica allí?", "Buenos Aires"),
        ("¿Es legal la eutanasia en EE. UU.?", "EE. UU."),
        # where the asker lives, but the question asks how things are there
        ("Vivo en Suiza, ¿cuánto paro cobraría allí?", "Suiza"),
        ("Vivo en Madrid y mi hermano en Francia, ¿cómo hereda él en Francia?", "Francia"),
    ],
)
def test_another_country_whose_rules_are_asked_is_found(question, country):
    assert named_country(question) == country


@pytest.mark.parametrize(
    "question",
    [
        "Soy español y vivo en Francia, ¿puedo votar en las elecciones generales?",
        "Me voy a vivir a Portugal, ¿tengo que seguir declarando el IRPF en España?",
        "Soy marroquí, ¿puedo empadronarme sin contrato de alquiler?",  # a people's adjective
        "¿Me irán a buscar a casa si no pago la multa?",  # "irán" is a verb, not Irán
        "¿Cómo quito una mancha de un sofá de tela?",  # "quito"
        "¿Puedo votar si vivo en el extranjero?",
    ],
)
def test_no_country_is_read_into_a_residence_a_nationality_or_other_words(question):
    assert named_country(question) == ""


@pytest.mark.parametrize(
    ("question", "advice"),
    [
        ("¿Merece la pena recurrir una multa de 100 euros?", True),
        ("¿Vale la pena capitalizar el paro?", True),
        ("¿Me conviene más un plan de pensiones o un fondo?", True),
        ("¿Qué abogado me recomiendas?", True),
        ("¿Cuánto suele cobrar un notario por una escritura?", True),
        ("¿Cuánto cobra normalmente un detective?", True),
        ("¿Cuánto debería ofrecerle al casero por el piso?", True),
        ("¿Puedo recurrir la multa?", False),
        ("El encargado suele llegar tarde, ¿pueden sancionarle?", False),
        ("¿Cuánto tiempo tengo para recurrir una multa?", False),
        ("¿Cuánto suele tardar Hacienda en devolver la renta?", False),  # it has a legal time limit
    ],
)
def test_a_question_asking_advice_or_what_is_usual_is_recognised(question, advice):
    assert asks_advice(question) is advice


def _calibration_set(flagged_answerable: list[float]) -> list[GateSignal]:
    # answerable questions as doubtful as the out-of-scope ones: no plain confidence threshold parts them
    answerable = [GateSignal(0.88, 1.0, True, confidence=0.05 + i / 100) for i in range(60)]
    answerable += [GateSignal(0.88, 1.0, True, confidence=c, territory=True) for c in flagged_answerable]
    out_of_scope = [GateSignal(0.80, 1.0, False, confidence=0.5)]  # refused by similarity
    out_of_scope += [GateSignal(0.88, 1.0, False, confidence=c, territory=True) for c in (0.1, 0.2, 0.3)]
    out_of_scope.append(GateSignal(0.88, 1.0, False, confidence=0.25, current=True))
    return answerable + out_of_scope


def test_calibration_raises_the_bar_for_territories_as_far_as_the_dev_questions_allow():
    """Three regional-tax questions with a doubtful first precept are refused by a territory bar
    above them; the answerable question naming a place with more confidence stays answered; the
    bar for this year's figures refuses the one question asking for them."""
    thresholds, measured = calibrate(_calibration_set([0.45]), "set.jsonl")
    assert 0.3 < thresholds.territory_confidence <= 0.45
    assert thresholds.current_confidence > 0.25
    assert measured == {"refusal_accuracy": 1.0, "answered_rate": 1.0}
    assert not refuses(thresholds, GateSignal(0.88, 1.0, True, confidence=0.3))  # no place named
    assert refuses(thresholds, GateSignal(0.88, 1.0, True, confidence=0.3, territory=True))


def test_an_answerable_question_refused_by_the_bar_costs_two_out_of_scope_ones():
    """Two answerable place-naming questions as doubtful as the regional-tax ones: raising the bar
    would refuse them to refuse three out-of-scope ones, which is not worth it (each costs two)."""
    thresholds, _ = calibrate(_calibration_set([0.15, 0.25]), "set.jsonl")
    assert thresholds.territory_confidence <= 0.1


def test_without_flagged_dev_questions_there_is_no_bar():
    answerable = [GateSignal(0.88, 1.0, True, confidence=0.5) for _ in range(20)]
    thresholds, _ = calibrate([*answerable, GateSignal(0.80, 1.0, False, confidence=0.5)], "set.jsonl")
    assert (thresholds.territory_confidence, thresholds.current_confidence) == (0.0, 0.0)


def test_each_kind_gets_its_own_bar():
    """Two advice questions and two naming another country, with a doubtful first precept, are
    refused by their kinds' bars; an answerable question naming a country with more confidence
    stays answered; no territory question in the set: no territory bar."""
    answerable = [GateSignal(0.88, 1.0, True, confidence=0.05 + i / 100) for i in range(60)]
    answerable.append(GateSignal(0.88, 1.0, True, confidence=0.5, foreign=True))
    out_of_scope = [GateSignal(0.80, 1.0, False, confidence=0.5)]
    out_of_scope += [GateSignal(0.88, 1.0, False, confidence=c, foreign=True) for c in (0.1, 0.3)]
    out_of_scope += [GateSignal(0.88, 1.0, False, confidence=c, advice=True) for c in (0.2, 0.35)]
    thresholds, measured = calibrate(answerable + out_of_scope, "set.jsonl")
    assert 0.3 < thresholds.foreign_confidence <= 0.5
    assert thresholds.advice_confidence > 0.35
    assert thresholds.territory_confidence == 0.0
    assert measured == {"refusal_accuracy": 1.0, "answered_rate": 1.0}
    assert not refuses(thresholds, GateSignal(0.88, 1.0, True, confidence=0.3))


def test_the_bars_are_saved_and_overridden(tmp_path, monkeypatch):
    path = tmp_path / "refusal.json"
    chosen = Thresholds(
        0.85,
        0.0,
        0.85,
        territory_confidence=0.35,
        current_confidence=0.45,
        foreign_confidence=0.5,
        advice_confidence=0.4,
    )
    save_calibration("biblioteca", "e5", chosen, "d.jsonl", {}, path)
    loaded = calibrated("biblioteca", "e5", path)
    assert loaded is not None
    assert (loaded.territory_confidence, loaded.current_confidence) == (0.35, 0.45)
    assert (loaded.foreign_confidence, loaded.advice_confidence) == (0.5, 0.4)
    monkeypatch.setenv("RAG_REFUSAL_TERRITORY_CONFIDENCE", "0")
    assert loaded.overridden(Settings.from_env()).territory_confidence == 0.0


# --- the library -------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def library_chain(real_biblioteca, real_settings):
    settings = Settings(data_dir=real_settings.data_dir)
    return real_biblioteca.chain(settings, None, settings.retriever, settings.k)


def test_the_library_refuses_a_regional_tax_saying_why_and_what_it_holds(library_chain):
    """The issue's own example: the library holds no regional tax law. The refusal says that a
    region's own rules are not in its norms, then lists the ámbitos and norms it holds."""
    answer = library_chain.ask("¿Cuánto se paga de sucesiones en Andalucía?")
    assert answer.refused, answer.answer
    assert answer.answer.startswith("No encuentro esto en las 41 normas de la biblioteca")
    assert "comunidad autónoma o un municipio (Andalucía)" in answer.answer
    assert "Puedo responder sobre estos ámbitos y normas:" in answer.answer
    assert "Vivienda" in answer.answer and "Código Civil" in answer.answer


def test_a_territory_is_named_as_the_reason_only_when_the_library_speaks_of_the_subject(library_chain):
    """A municipal tax is refused saying that a town's rules are not in the library; the weather
    in Madrid is refused plainly: it is not about the rules of Madrid."""
    tax = library_chain.ask("¿Cuánto cuesta el IBI en Sevilla?")
    weather = library_chain.ask("¿Qué tiempo hará mañana en Madrid?")
    assert tax.refused and "comunidad autónoma o un municipio (Sevilla)" in tax.answer
    assert weather.refused
    assert weather.answer.startswith("No encuentro esto en las 41 normas de la biblioteca.")
    assert "comunidad autónoma" not in weather.answer


def test_the_library_refuses_this_years_iprem_saying_it_is_fixed_every_year(library_chain):
    answer = library_chain.ask("¿Cuánto vale el IPREM este año para pedir ayudas?")
    assert answer.refused, answer.answer
    assert "las cuantías y fechas que cambian cada año" in answer.answer


def test_the_library_refuses_another_countrys_rules_saying_why(library_chain):
    answer = library_chain.ask("En Portugal, ¿cuántos días de permiso por matrimonio tiene un trabajador?")
    assert answer.refused, answer.answer
    assert "lo que rige en otro país (Portugal) no está en estas normas" in answer.answer
    assert "Estatuto de los Trabajadores, art. 37" in answer.answer  # the closest, for Spain


@pytest.mark.parametrize(
    "question",
    [
        "¿Vale la pena contratar un abogado para recurrir una multa de 90 euros?",
        "¿Cuánto suele cobrar un notario por una escritura de compraventa?",
    ],
)
def test_the_library_refuses_advice_saying_what_the_laws_do_say(library_chain, question):
    answer = library_chain.ask(question)
    assert answer.refused, answer.answer
    assert "las normas dicen qué se puede y qué se debe hacer, no qué le conviene" in answer.answer
    assert "Lo más cercano que he encontrado:" in answer.answer


@pytest.mark.parametrize(
    ("question", "read"),
    [
        (
            "Vivo en Sevilla y mi casero no me devuelve la fianza, ¿qué puedo hacer?",
            "Vivo aquí y mi casero no me devuelve la fianza, ¿qué puedo hacer?",
        ),
        (
            "Soy colombiana y vivo en Madrid con permiso de residencia.",
            "Soy colombiana y vivo aquí con permiso de residencia.",
        ),
        ("Estoy empadronada en la Comunidad de Madrid, ¿qué pago?", "Estoy empadronada aquí, ¿qué pago?"),
        # abroad changes what applies; a place asked about, or not where the asker lives, stays
        (
            "Soy español pero vivo en Argentina, ¿puedo votar?",
            "Soy español pero vivo en Argentina, ¿puedo votar?",
        ),
        ("¿Cuánto cuesta el IBI en Sevilla?", "¿Cuánto cuesta el IBI en Sevilla?"),
        ("Estoy en Madrid de vacaciones, ¿qué hago?", "Estoy en Madrid de vacaciones, ¿qué hago?"),
    ],
)
def test_the_gate_reads_where_the_asker_lives_in_spain_as_here(question, read):
    assert without_residence(question) == read


def test_where_the_asker_lives_does_not_make_a_question_regional(library_chain):
    """Refused until the fifteenth session as one of "what a community or a town regulates"."""
    answer = library_chain.ask(
        "Soy marroquí y vivo en Madrid, ¿puedo pedir la reagrupación familiar de mi mujer?"
    )
    assert not answer.refused, answer.answer
    assert (answer.citations[0].norm_id, answer.citations[0].article_id) == ("BOE-A-2000-544", "art-18")


def test_a_spaniard_living_abroad_is_answered_from_spanish_law(library_chain):
    answer = library_chain.ask("Soy español y vivo en Francia, ¿puedo votar en las elecciones generales?")
    assert not answer.refused, answer.answer
    assert answer.citations[0].norm_id in {"BOE-A-1978-31229", "BOE-A-1985-11672"}  # CE or LOREG


@pytest.mark.parametrize(
    ("question", "norm", "article"),
    [
        # "¿Cuántos senadores le corresponden a Tenerife?" (LOREG art. 165) was answered here until
        # the fifteenth session; the learned gate refuses it as Canarias' own rules: a known miss,
        # docs/library.md
        (
            "Vivo en Sevilla y mi casero no me devuelve la fianza, ¿qué puedo hacer?",
            "BOE-A-1994-26003",
            "art-36",
        ),
        (
            "Mi marido y yo trabajamos en la misma empresa y a él lo trasladan a Sevilla. ¿Tengo derecho "
            "a irme con él?",
            "BOE-A-2015-11430",
            "art-40",
        ),
    ],
)
def test_the_library_still_answers_questions_that_name_a_place(library_chain, question, norm, article):
    answer = library_chain.ask(question)
    assert not answer.refused, answer.answer
    first = answer.citations[0]
    assert (first.norm_id, first.article_id) == (norm, article)


def test_the_library_answers_a_tenant_who_asks_what_to_do(library_chain):
    """A tenant asking "¿qué puedo hacer?" sounds like advice, but the deposit's return is the
    LAU's art. 36: a gate calibrated with a border set whose out-of-scope questions ask to predict
    a trial over the deposit refused it (0.678 against a bar of 0.674; twentieth session, not
    kept)."""
    answer = library_chain.ask("Mi casero no me devuelve la fianza, ¿qué puedo hacer?")
    assert not answer.refused, answer.answer
    first = answer.citations[0]
    assert (first.norm_id, first.article_id) == ("BOE-A-1994-26003", "art-36")


def _alone(question: str) -> Understood:
    return Understood(question, question)


def test_the_library_compares_a_question_with_the_known_questions_it_was_calibrated_on(library_chain):
    """The shipped library gate reads how close a question comes to its known out-of-scope and
    answerable dev questions (``rag.search.precedents``)."""
    outside = library_chain.retrieve(_alone("¿Cuánto vale este año el IPREM mensual?"))
    inside = library_chain.retrieve(_alone("¿Cuántos días de vacaciones me corresponden al año?"))
    assert outside.closest_outside is not None and inside.closest_answerable is not None
    assert outside.closest_outside > outside.closest_answerable
    assert inside.closest_answerable > inside.closest_outside


def test_the_town_one_lives_in_is_not_an_unknown_word_of_the_question(library_chain):
    """ "Vivo en Sevilla y…": the gate's coverage (the share of the question's words the texts use)
    reads the town the asker lives in as "aquí", as the out-of-scope model and the known questions
    do; before the nineteenth session "Sevilla" counted as a word no text uses, and with it the
    library refused "Vivo en Sevilla y mi casero no me devuelve la fianza, ¿qué puedo hacer?"."""
    lives = "Vivo en Sevilla y mi casero no me devuelve la fianza, ¿qué puedo hacer?"
    here = "Vivo aquí y mi casero no me devuelve la fianza, ¿qué puedo hacer?"
    coverage = [library_chain.retrieve(Understood(q, q)).coverage for q in (lives, here)]
    assert coverage[0] == coverage[1] > 0.5
    asked = "¿Cuánto es la fianza de un alquiler en Sevilla?"  # a town in what is asked still counts
    assert library_chain.retrieve(Understood(asked, asked)).coverage < 1.0
