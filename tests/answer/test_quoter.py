"""The learned choice of what an offline answer quotes (the first precept's apartado, a long
apartado's sentences): the committed artefact, what it reads, how it changes what a citizen reads
in the real library, and training it again."""

from __future__ import annotations

import json
from dataclasses import replace

import numpy as np
import pytest

import rag.answer.extractive as extractive
import rag.answer.quoter as quoter
from rag.answer.extractive import NO_FIGURE, best_passages
from rag.answer.quoter import (
    APARTADO_FEATURES,
    META_FILE,
    QUOTER_DIR,
    SENTENCE_FEATURES,
    QuoteModel,
    apartado_features,
    shipped_quoter,
)
from rag.core.config import PROJECT_ROOT
from rag.core.results import Context, Understood
from rag.evaluate.dataset import read_dataset
from rag.evaluate.quoting import (
    QuoteExample,
    cross_validate,
    long_first_apartado,
    quoter_hash,
    train_choice,
    write_meta,
)
from rag.evaluate.runner import plain_text

LAU = "BOE-A-1994-26003"
CONSUMIDORES = "BOE-A-2007-20555"
PROCEDIMIENTO = "BOE-A-2015-10565"
WORKERS = "BOE-A-2015-11430"


def test_the_artefact_was_trained_on_the_data_it_names():
    """The committed model's data hash is the hash of today's dev sets, corpora and learned ranker
    (which precept comes first decides what it learned from): retraining the ranker, or changing a
    dev set or a law, without `rag train-quoter` fails here."""
    meta = json.loads((QUOTER_DIR / META_FILE).read_text(encoding="utf-8"))
    assert meta["data_hash"] == quoter_hash(), "run `rag train-quoter`"


def test_the_artefact_reads_the_documented_features_and_beats_the_words():
    """Two LightGBM text models and their description; each reads the extractive answer's features
    by name; out of fold, each quotes what the dev questions ask more often than the words alone
    (the cut of a long apartado no longer than theirs)."""
    assert sorted(p.name for p in QUOTER_DIR.iterdir()) == ["apartados.txt", "quoter.json", "sentences.txt"]
    for choice, features in (("apartados", APARTADO_FEATURES), ("sentences", SENTENCE_FEATURES)):
        model = shipped_quoter(choice)
        assert model is not None and model.features == features
        report = model.meta[choice]["report"]
        assert report["learned"] > report["by_words"] > report["first_piece"]
        assert report["examples"] > 300
    sentences = json.loads((QUOTER_DIR / META_FILE).read_text(encoding="utf-8"))["sentences"]["report"]
    assert sentences["chars_learned"] <= sentences["chars_by_words"] * 1.05


def _first_passage(pipeline, settings, question: str):
    chain = pipeline.chain(settings, None, "learned", settings.k)
    result = chain.retrieve(Understood(question, question))
    contexts = [Context(n, hit) for n, hit in enumerate(result.hits, start=1)]
    return best_passages(question, contexts)[0], contexts


@pytest.mark.parametrize(
    ("question", "doc_id", "apartado", "fact"),
    [
        (  # written apart (biblioteca-test2): the words chose 21.3, on small repairs by the tenant
            "En el piso que tengo alquilado se ha estropeado la caldera y estamos sin agua caliente. "
            "¿Quién tiene que pagar el arreglo, el casero o yo?",
            f"{LAU}:art-21",
            "1",
            "El arrendador está obligado a realizar, sin derecho a elevar por ello la renta",
        ),
    ],
)
def test_the_library_quotes_the_apartado_that_answers(
    real_biblioteca, real_settings, question, doc_id, apartado, fact
):
    """What a citizen reads first is the apartado holding the rule asked about, not the one that
    merely repeats the question's words."""
    passage, _ = _first_passage(real_biblioteca, real_settings, question)
    assert passage.context.chunk.doc_id == doc_id and passage.apartado == apartado
    assert plain_text(fact) in plain_text(passage.text)


@pytest.mark.parametrize(
    ("question", "doc_id", "fact"),
    [
        (  # written apart (biblioteca-test2): the words quoted the article's sentences on who claims
            "Me caí por una baldosa suelta de la acera y me rompí la muñeca. "
            "¿Cuánto tiempo tengo para reclamar al ayuntamiento?",
            f"{PROCEDIMIENTO}:art-67",
            "El derecho a reclamar prescribirá al año de producido el hecho",
        ),
    ],
)
def test_a_long_apartado_is_cut_around_what_is_asked(real_biblioteca, real_settings, question, doc_id, fact):
    """An apartado too long to quote whole keeps the sentence stating what is asked. Since the
    seventeenth session's retraining the ranking hesitates between Ley 40/2015's art. 32 and this
    art. 67 and the answer quotes both: the precept is put first here, and the answer holds the
    sentence either way."""
    chain = real_biblioteca.chain(real_settings, None, "learned", real_settings.k)
    result = chain.retrieve(Understood(question, question))
    hits = sorted(result.hits, key=lambda hit: hit.doc_id != doc_id)  # stable: the precept first
    passage = best_passages(question, [Context(n, hit) for n, hit in enumerate(hits, start=1)])[0]
    assert passage.context.chunk.doc_id == doc_id and "[…]" in passage.text
    assert plain_text(fact) in plain_text(passage.text)
    answer = chain.ask(question).answer
    assert plain_text(fact) in plain_text(answer)
    # "al año de producido" is the period asked (eighteenth session): no "the text fixes no figure"
    assert NO_FIGURE not in answer


def test_on_questions_written_apart_the_models_quote_the_facts_more_often(real_biblioteca, real_settings):
    """biblioteca-test2 (written apart, never trained on): of the questions whose first precept is
    right, the answer's passages print every fact asked more often with the models than by the words
    alone, and the models lose fewer questions than they win."""
    chain = real_biblioteca.chain(real_settings, None, "learned", real_settings.k)
    won = lost = 0
    for row in read_dataset(PROJECT_ROOT / "data" / "eval" / "biblioteca-test2.jsonl"):
        if not row.answerable or not row.facts or row.dialogue:
            continue
        result = chain.retrieve(Understood(row.question, row.question))
        contexts = [Context(n, hit) for n, hit in enumerate(result.hits, start=1)]
        first = next((c for c in contexts if not c.referenced), None)
        if (
            result.lookup
            or first is None
            or f"{first.chunk.norm_id}:{first.chunk.article_id}" not in row.gold
        ):
            continue
        prints = [
            all(plain_text(fact) in plain_text(" ".join(p.text for p in passages)) for fact in row.facts)
            for passages in (
                best_passages(row.question, contexts),
                best_passages(row.question, contexts, learned=False),
            )
        ]
        won += prints[0] and not prints[1]
        lost += prints[1] and not prints[0]
    assert won > 2 * lost, (won, lost)


def test_a_second_apartado_ranked_close_is_quoted_too(real_biblioteca, real_settings, monkeypatch):
    """biblioteca-dev: "Me han denegado información pública, ¿dónde puedo reclamar antes de ir a
    juicio y en qué plazo?" asks two things of the Ley 19/2013's art. 24: where (24.1, a claim
    before the Consejo de Transparencia "con carácter potestativo" before going to court) and
    within what time (24.2, "en el plazo de un mes"). The model ranks both close (in either order:
    24.1 first with the shipped models, 24.2 with a retraining tried in the twenty-second session):
    both are quoted, and the answer holds both facts. Without the second choice (margin below any
    gap) the second passage is another apartado, chosen by the words, and the second apartado's
    fact is missing. (Until the twentieth session the example was the LAU's art. 9.1 and 9.2 on a
    lease of no stated term; since the twenty-first the model, reading which apartados answered
    known questions, quotes 9.2 first, the year asked.)"""
    chain = real_biblioteca.chain(real_settings, None, "learned", real_settings.k)
    facts = {
        "Ley 19/2013, art. 24.1": "con carácter potestativo y previo a su impugnación",
        "Ley 19/2013, art. 24.2": "en el plazo de un mes",  # the dev set's fact
    }
    question = (
        "Me han denegado información pública, ¿dónde puedo reclamar antes de ir a juicio y en qué plazo?"
    )
    answer = chain.ask(question)
    labels = [citation.label for citation in answer.citations[:2]]
    assert sorted(labels) == sorted(facts)
    assert all(plain_text(fact) in plain_text(answer.answer) for fact in facts.values())
    monkeypatch.setattr(quoter, "APARTADO_MARGIN", -1e9)
    alone = chain.ask(question)
    assert alone.citations[0].label == labels[0]
    assert alone.citations[1].label != labels[1]
    assert plain_text(facts[labels[1]]) not in plain_text(alone.answer)


def test_without_the_models_the_words_choose(real_biblioteca, real_settings, monkeypatch):
    """Missing (or differently featured) models are no error: the first precept is still quoted,
    its apartado and sentences chosen by the question's words."""
    question = "¿Hasta qué edad cobra un hijo la pensión de orfandad?"
    learned, contexts = _first_passage(real_biblioteca, real_settings, question)
    alone = best_passages(question, contexts, learned=False)[0]
    models = {choice: shipped_quoter(choice) for choice in ("apartados", "sentences")}
    assert all(models.values())
    monkeypatch.setattr(extractive, "shipped_quoter", lambda choice: None)
    missing = best_passages(question, contexts)[0]
    monkeypatch.setattr(
        extractive, "shipped_quoter", lambda choice: replace(models[choice], features=("otra",))
    )
    other = best_passages(question, contexts)[0]
    assert alone.context.n == learned.context.n == missing.context.n == other.context.n == 1
    assert alone.text == missing.text == other.text
    # the question that motivated the quoter: art. 224.1's "menores de veintiún años" was chosen by
    # the model from the thirteenth session to the fifteenth and again since the seventeenth
    # (biblioteca-dev3); the sixteenth's quoted 224.3 (up to twenty-five, for an orphan who does not
    # work) like the words. Either way the answer prints an age.
    assert any(plain_text(age) in plain_text(learned.text) for age in ("veintiún años", "veinticinco años"))


def test_hits_carry_how_close_each_piece_is(real_biblioteca, real_settings):
    """Every ranked precept carries the question's cosine to its apartados' chunks and sentences,
    spans within its text; a precept named in the question (quoted whole) needs none."""
    chain = real_biblioteca.chain(real_settings, None, "learned", real_settings.k)
    question = "¿Cuánto dura la fianza del alquiler?"
    hit = chain.retrieve(Understood(question, question)).hits[0]
    assert len(hit.apartados) >= 2 and hit.similarities
    assert all(0 <= p.start < p.end <= len(hit.precept_text) + 1 for p in hit.similarities)
    assert all(-1.0 <= p.cosine <= 1.0 for p in hit.similarities)
    matrix = apartado_features(question, Context(1, hit))
    assert matrix is not None and matrix.shape == (len(hit.apartados), len(APARTADO_FEATURES))
    assert np.nanmax(matrix[:, APARTADO_FEATURES.index("closeness_gap")]) == 0.0
    named = "¿Qué dice el artículo 36 de la LAU?"
    looked_up = chain.retrieve(Understood(named, named))
    assert looked_up.lookup and not looked_up.hits[0].similarities


def test_the_apartados_of_known_questions_are_read(real_biblioteca, real_settings):
    """A ranked precept carries its apartados answering known (dev) questions close to the question,
    by number; the quoter reads each apartado's similarity and its gap to the best (none: 0 and -1)."""
    chain = real_biblioteca.chain(real_settings, None, "learned", real_settings.k)
    question = "Se acaba mi contrato de alquiler, ¿cuándo me tiene que devolver el casero la fianza?"
    hit = next(h for h in chain.retrieve(Understood(question, question)).hits if h.doc_id == f"{LAU}:art-36")
    numbers = [a.number for a in hit.apartados]
    assert hit.known_apartados and all(number in numbers for number, _ in hit.known_apartados)
    assert all(0.8 <= cosine < 1.0 for _, cosine in hit.known_apartados)
    known, gap = APARTADO_FEATURES.index("known"), APARTADO_FEATURES.index("known_gap")
    chosen = replace(hit, known_apartados=(("4", 0.93), ("1", 0.9)))
    matrix = apartado_features(question, Context(1, chosen))
    assert matrix is not None
    by_number = dict(zip(numbers, matrix, strict=True))
    assert by_number["4"][known] == 0.93 and by_number["4"][gap] == 0.0
    assert by_number["1"][gap] == pytest.approx(-0.03) and by_number["2"][known] == 0.0
    blank = apartado_features(question, Context(1, replace(hit, known_apartados=())))
    assert blank is not None and (blank[:, known] == 0.0).all() and (blank[:, gap] == -1.0).all()


@pytest.mark.parametrize(
    ("question", "doc_id", "apartado", "fact"),
    [
        (
            "¿Cuánto tiempo tiene el casero para devolverme la fianza cuando me voy del piso?",
            f"{LAU}:art-36",
            "4",
            "transcurrido un mes desde la entrega de las llaves",
        ),
        (
            "Si me despiden por causas objetivas, ¿cuánto me tienen que pagar por año trabajado?",
            f"{WORKERS}:art-53",
            "1",
            "indemnización de veinte días por año de servicio",
        ),
        (
            "¿Cuánto tarda la Administración en contestar a una solicitud?",
            f"{PROCEDIMIENTO}:art-21",
            "3",
            "éste será de tres meses",
        ),
    ],
)
def test_the_apartado_other_citizens_asked_about_is_quoted_first(
    real_biblioteca, real_settings, question, doc_id, apartado, fact
):
    """Questions written for this test (in no dev or test set): the apartado that known questions
    close to them were answered by is quoted first, with the fact asked. Without those apartados
    (the twentieth session's quoter) the words chose another one: art. 36.5 (other guarantees),
    art. 53.4 (when a dismissal is void), art. 21.4 (what the Administration must publish)."""
    passage, contexts = _first_passage(real_biblioteca, real_settings, question)
    assert passage.context.chunk.doc_id == doc_id and passage.apartado == apartado
    assert plain_text(fact) in plain_text(passage.text)
    blank = [Context(c.n, replace(c.hit, known_apartados=())) for c in contexts]
    assert best_passages(question, blank)[0].apartado != apartado


def _examples(draw: np.random.Generator, columns: int, sentences: bool) -> list[QuoteExample]:
    examples = []
    for i in range(60):
        n = int(draw.integers(2, 6))
        features = draw.normal(size=(n, columns))
        labels = np.zeros(n)
        labels[int(np.argmax(features[:, 1]))] = 1.0  # the piece best on one feature prints the fact
        lengths = np.full(n, 400.0) if sentences else None  # one sentence per cut
        examples.append(QuoteExample(f"q{i}", "constitucion", features, labels, (0,), lengths))
    return examples


def test_training_writes_models_that_read_back(tmp_path):
    """`rag train-quoter`'s fitting on a few examples of each kind: cross-validated, written as
    text with their description, read back by numpy trees that score as LightGBM did."""
    import lightgbm

    draw = np.random.default_rng(3)
    meta: dict = {}
    for choice, features in (("apartados", APARTADO_FEATURES), ("sentences", SENTENCE_FEATURES)):
        examples = _examples(draw, len(features), choice == "sentences")
        report = train_choice(examples, choice, tmp_path, meta)
        assert report.learned > 0.6 > report.by_words and cross_validate(examples, choice).examples == 60
        if choice == "apartados":  # the first or a second ranked close prints the facts at least as often
            assert report.learned <= report.with_second and 0.0 <= report.second_share <= 1.0
    write_meta(tmp_path, meta, "hash-of-test-data")
    for choice, file in (("apartados", "apartados.txt"), ("sentences", "sentences.txt")):
        model = QuoteModel.load(choice, tmp_path)
        assert model.meta["data_hash"] == "hash-of-test-data"
        matrix = np.vstack([e.features for e in _examples(draw, len(model.features), False)])
        booster = lightgbm.Booster(model_file=str(tmp_path / file))
        assert np.allclose(model.scores(matrix), booster.predict(matrix))


def test_the_sentence_examples_are_the_apartado_the_answer_quotes(real_biblioteca, real_settings):
    """What the cut learns from is the apartado the answer quotes first: its sentences in order,
    their features, and the by-words cut among them."""
    question = (
        "¿Cuántas cuotas de la hipoteca tengo que dejar de pagar para que el banco me la dé por vencida?"
    )
    passage, contexts = _first_passage(real_biblioteca, real_settings, question)
    long = long_first_apartado(question, contexts, shipped_quoter("apartados"))
    assert long is not None and long.features.shape == (len(long.sentences), len(SENTENCE_FEATURES))
    assert all(s.context.n == passage.context.n for s in long.sentences) and long.by_words
    assert [s.start for s in long.sentences] == sorted(s.start for s in long.sentences)
