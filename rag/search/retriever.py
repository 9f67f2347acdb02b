"""Retrieval at precept level: the precepts a question names first and exactly, then a registered
ranking, then the precepts those refer to. Results are distinct precepts; ``k`` counts them.

``PreceptRetriever`` is a LangChain ``BaseRetriever``: ``invoke("¿…?")`` gives one ``Document`` per
precept in rank order (a view of the typed ``RetrievalResult``, which ``retrieve`` returns), and
nothing when the refusal gate refuses the question, so a chain of someone else's never answers from
unrelated text. The gate's reason reaches callbacks (``on_text``) and ``RetrievalResult.refusal``.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Literal

from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from pydantic import ConfigDict, Field, model_validator

from rag.core.precepts import UNKNOWN_RANK, parse_ordinal, precept_label
from rag.core.records import Chunk, PreceptRef
from rag.core.results import AmbiguousLookup, Hit, RankedPrecept, RetrievalResult, Understood
from rag.core.text import fold, spanish_stemmer, tokenize
from rag.search import learned
from rag.search.calibration import DEFAULT, Thresholds
from rag.search.gate import refusal_reason
from rag.search.learned import is_learned
from rag.search.rankers import PreceptSearch, get_ranker
from rag.search.references import find_named_refs
from rag.search.scope import without_residence
from rag.search.table import ChunkTable

MAX_REFERENCED = 3
# a precept named without its norm that at most this many searched norms have is looked up in each
# (the offline answer quotes three); one more, and only the likeliest norm's is, with a note
ALL_NAMED_SHOWN = 3
# the words of asking for a precept's text ("¿Qué dice el artículo 14?", "explícame la disposición
# adicional primera"): no hint of which norm's precept is meant
_LOOKUP_WORDS = """
que dice dicen decir establece establecen establecer preve prevee prever regula regulan dispone disponen
contiene contenido texto explica explicame explicar significa significado habla hablame dime leer
lee muestra muestrame ensename cual cuales articulo articulos art arts apartado apartados numero
disposicion disposiciones adicional transitoria derogatoria final preambulo bis ter quater quinquies
"""
_LOOKUP_STEMS = frozenset(tokenize(_LOOKUP_WORDS, spanish_stemmer()))
_WORD_RE = re.compile(r"[^\W\d_]{2,}")


class PreceptRetriever(BaseRetriever):
    """Distinct precepts for a question: lookups first, then ranked, then referenced; gated."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    table: ChunkTable
    search_engine: PreceptSearch
    method: str = "hybrid"
    k: int = 5
    corpus_title: str = "el texto"  # how a refusal names the collection
    thresholds: Thresholds = DEFAULT  # the refusal gate's, for what this retriever searches
    # thresholds calibrated for some sets of the collection's norms (a bundled corpus inside a
    # bigger one: the Constitution in the library), used when a filter narrows the search to one
    scoped_thresholds: dict[frozenset[str], Thresholds] = Field(default_factory=dict)
    collection_thresholds: Thresholds | None = None  # the whole collection's (None: ``thresholds``)

    @model_validator(mode="after")
    def _known_method(self) -> PreceptRetriever:
        get_ranker(self.method)  # an unknown name fails here, listing the valid ones
        return self

    def within(self, norms: frozenset[str] | None) -> PreceptRetriever:
        """This retriever searching only ``norms`` (and only those it already searches), gated with
        the thresholds calibrated for exactly those norms where there are (``scoped_thresholds``),
        else the collection's; itself when ``norms`` is None or leaves nothing to search."""
        if norms is None:
            return self
        engine = self.search_engine
        allowed = norms if engine.norms is None else norms & engine.norms
        if not allowed or allowed == engine.norms:
            return self
        whole = self.collection_thresholds or self.thresholds
        return self.model_copy(
            update={
                "search_engine": engine.only(allowed),
                "thresholds": self.scoped_thresholds.get(allowed, whole),
                "collection_thresholds": whole,
            }
        )

    # --- what the chain asks of it -------------------------------------------------------------

    def norms_asked(self, question: str) -> frozenset[str]:
        """The norms a question names ("¿y qué dice el Estatuto?"; "la LOE" names two) in a
        collection of several, else none: its search is narrowed to them."""
        return self.table.norms_asked(question) if self.table.several_norms else frozenset()

    def refusal_reason(self, result: RetrievalResult, question: str = "") -> str:
        """Why the gate refuses ``result`` for ``question`` (a sentence for the user), or ""."""
        return refusal_reason(result, self.corpus_title, self.thresholds, question)

    def holdings(self) -> str:
        """What the searched norms cover, by ámbito, for a refusal to name ("" without ámbitos)."""
        return self.search_engine.holdings()

    def norm_precepts(self, norm: str) -> list[Hit]:
        """Every precept of ``norm`` (a BOE id, or a document of a folder without norms) in the
        text's order, whole where the splitter keeps precepts whole (chunk by chunk otherwise),
        repealed ones left out: what the long-context method sends."""
        hits: list[Hit] = []
        seen: set[str] = set()
        for chunk in self.table.in_order():
            if chunk.is_unit or chunk.repealed or (chunk.norm_id or chunk.source) != norm:
                continue
            if self.table.has_whole_precept(chunk.doc_id):
                whole = self.table.first_chunk(chunk.doc_id)
                if chunk.doc_id in seen or whole is None:
                    continue
                seen.add(chunk.doc_id)
                chunk = whole
            hits.append(self._hit(chunk, 0.0))
        return hits

    # --- LangChain ------------------------------------------------------------------------------

    def retrieve(self, query: str | Understood, k: int | None = None) -> RetrievalResult:
        """``search`` with the gate's verdict: ``refusal`` says why the question is refused ("" if not)."""
        result = self.search(query, k)
        question = query.question if isinstance(query, Understood) else query
        return dataclasses.replace(result, refusal=self.refusal_reason(result, question))

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun
    ) -> list[Document]:
        result = self.retrieve(query)
        if result.refusal:
            run_manager.on_text(result.refusal)
            return []
        return documents(result)

    def search(self, query: str | Understood, k: int | None = None) -> RetrievalResult:
        """Rank precepts for ``query`` (a question, or one understood in its conversation: the
        learned ranking reads the precepts the previous turn rested on); names like "artículo 28"
        are answered first and exactly."""
        k = k or self.k
        understood = query if isinstance(query, Understood) else Understood(query, query)
        query = understood.standalone
        engine, table = self.search_engine, self.table
        hits: list[Hit] = []
        missing: list[PreceptRef] = []
        ranking = engine.rank(self.method, understood, k)
        named, ambiguous = self._named_precepts(understood, ranking)
        for ref, doc_ids in named:
            if not doc_ids:
                missing.append(ref)
            for doc_id in doc_ids:
                chunk = table.apartado_chunk(doc_id, ref.apartado) or table.first_chunk(doc_id)
                if chunk is not None and all(h.doc_id != doc_id for h in hits):
                    hits.append(self._hit(chunk, 1.0, lookup=True))
        lookup = bool(hits or missing)
        for ranked in ranking:
            if len(hits) >= max(k, len([h for h in hits if h.lookup])):
                break
            if any(h.doc_id == ranked.doc_id for h in hits):
                continue
            hits.append(self._hit(table.chunks[ranked.chunk_id], ranked.score))
        hits += self._referenced(hits)
        if not lookup:  # what the offline answer reads to choose what it quotes of a ranked precept
            known = engine.known_apartados(query)
            hits = [
                hit
                if hit.referenced
                else dataclasses.replace(
                    hit,
                    similarities=engine.piece_similarities(query, hit.doc_id),
                    known_apartados=apartados_of(known, hit.doc_id),
                )
                for hit in hits
            ]
        similarity = engine.top_similarity(query) if not lookup else 1.0
        agreement = lookup or engine.agreement(query)
        confidence, doubt = self._confidence(ranking, lookup)
        thresholds = self.thresholds  # the out-of-scope model and known questions, where calibrated
        reads = thresholds.outside_model is not None or thresholds.known is not None
        raw = engine.scope_vector(query) if reads and not lookup else None
        outside = thresholds.outside_probability(raw) if raw is not None else None
        closeness = thresholds.known.closeness(raw) if raw is not None and thresholds.known else None
        return RetrievalResult(
            hits,
            missing,
            lookup,
            similarity,
            table.coverage(without_residence(query), engine.norms),  # the town one lives in is not asked
            dict(table.norm_articles),
            agreement,
            confidence=confidence,
            doubt=doubt,
            outside=outside,
            closest_outside=closeness.outside if closeness else None,
            closest_answerable=closeness.answerable if closeness else None,
            ambiguous=ambiguous,
        )

    def _confidence(self, ranking: list[RankedPrecept], lookup: bool) -> tuple[float | None, bool]:
        """The learned ranking's probability that its first precept answers, and whether the second
        lies within the model's margin of it; (None, False) for other rankings and lookups."""
        if lookup or not is_learned(self.method) or not learned.ready(self.search_engine) or not ranking:
            return None, False  # another ranking, or learned ranking as hybrid: no probabilities
        model = learned.shipped_model()
        assert model is not None  # ready
        first = ranking[0].score
        second = ranking[1].score if len(ranking) > 1 else 0.0
        return first, first - second < model.margin

    def _named_precepts(
        self, understood: Understood, ranking: list[RankedPrecept]
    ) -> tuple[list[tuple[PreceptRef, list[str]]], tuple[AmbiguousLookup, ...]]:
        """Each precept the question names, with the doc ids it names in this collection: in the norm
        the question gives ("artículo 40 del Estatuto", "art. 143.2 CE"), else in every norm searched;
        precepts of a norm outside the collection ("artículo 5 de la Ley 7/1985") are left out. A
        precept named without its norm that several searched norms have comes from the likeliest
        first (``_norm_fit``); when more than ``ALL_NAMED_SHOWN`` have it ("artículo 14" in
        the library), from that one only, and said so."""
        engine, table = self.search_engine, self.table
        query = understood.standalone
        named: list[tuple[PreceptRef, list[str]]] = []
        ambiguous: list[AmbiguousLookup] = []
        found_refs = find_named_refs(query)
        # norms the question names elsewhere than right after the number ("art. 143.2 CE")
        elsewhere = self.norms_asked(understood.question) if found_refs else frozenset()
        fit: dict[str, tuple[bool, int, int, int]] = {}  # of the norms holding a precept named bare
        for found in found_refs:
            norms = table.norms_named(found.norm) if found.norm else elsewhere
            if found.external and not norms:
                continue
            doc_ids = [
                doc_id
                for doc_id in table.by_article.get(found.ref.article_id, [])
                if (not norms or doc_id.split(":")[0] in norms)
                and (engine.norms is None or doc_id.split(":")[0] in engine.norms)
            ]
            if len(norms) > 1:  # a name two norms share ("LOE"): the one the question is about first
                doc_ids.sort(key=lambda doc_id: -engine.norm_similarity(query, doc_id.split(":")[0]))
            elif not norms and len(doc_ids) > 1:  # named bare, and several norms have it
                if not fit:
                    fit = self._norm_fit(understood, [f.ref for f in found_refs if not f.norm], ranking)
                position = {norm: n for n, norm in enumerate(table.norms())}  # ties: the collection's order
                doc_ids.sort(key=lambda doc_id: (fit[doc_id.split(":")[0]], position[doc_id.split(":")[0]]))
                if len(doc_ids) > ALL_NAMED_SHOWN:  # too many to quote each: the likeliest, said so
                    ambiguous.append(self._ambiguity(found.ref, doc_ids, fit))
                    doc_ids = doc_ids[:1]
            if (found.ref, doc_ids) not in named:
                named.append((found.ref, doc_ids))
        return named, tuple(ambiguous)

    def _norm_fit(
        self, understood: Understood, refs: list[PreceptRef], ranking: list[RankedPrecept]
    ) -> dict[str, tuple[bool, int, int, int]]:
        """For each norm holding one of ``refs``, a sort key (lower: likelier): whether it is not the
        norm the previous turn rested on; how many of the question's own words its named precepts
        hold, negated ("¿qué pena pone el artículo 138?"); where the ranking of the question places
        its named precept, when the question has words of its own; its rank in the hierarchy of law
        (the Constitution, an organic law, a law…)."""
        table = self.table
        previous = {doc_id.split(":")[0] for doc_id in understood.previous_precepts[:1]}
        words = self._question_words(understood.standalone)
        places = {ranked.doc_id: place for place, ranked in enumerate(ranking)}
        ranks = table.norm_ranks()
        fit: dict[str, tuple[bool, int, int, int]] = {}
        for ref in refs:
            for doc_id in table.by_article.get(ref.article_id, []):
                norm = doc_id.split(":")[0]
                held = len(words & self._precept_words(doc_id)) if words else 0
                place = places.get(doc_id, len(ranking)) if words else len(ranking)
                key = (norm not in previous, -held, place, ranks.get(norm, UNKNOWN_RANK))
                fit[norm] = min(fit.get(norm, key), key)
        return fit

    def _ambiguity(
        self, ref: PreceptRef, doc_ids: list[str], fit: dict[str, tuple[bool, int, int, int]]
    ) -> AmbiguousLookup:
        """What the answer says of a precept named bare that ``doc_ids`` (likeliest first, by
        ``fit``) hold: which norm's is quoted, and why (what set it before the next likeliest)."""
        names = self.table.norms()
        norms = [doc_id.split(":")[0] for doc_id in doc_ids]
        first, second = fit[norms[0]], fit[norms[1]]
        reason: Literal["conversation", "words", "rank"] = "rank"
        if first[0] != second[0]:
            reason = "conversation"
        elif first[1:3] != second[1:3]:
            reason = "words"
        return AmbiguousLookup(
            label=precept_label(ref.article_id),
            chosen=names.get(norms[0], norms[0]),
            reason=reason,
            others=tuple(names.get(norm, norm) for norm in norms[1:]),
        )

    def _question_words(self, question: str) -> frozenset[str]:
        """The question's own words (stems) beside a precept's name: not the number, the ordinals,
        the words of asking for a text ("¿qué dice…?") or everyday ones."""
        table = self.table
        words = [word for word in _WORD_RE.findall(fold(question)) if parse_ordinal(word) is None]
        return frozenset(tokenize(" ".join(words), table.stemmer)) - table.everyday - _LOOKUP_STEMS

    def _precept_words(self, doc_id: str) -> frozenset[str]:
        """The stems of a precept's heading and text."""
        table = self.table
        chunk = table.first_chunk(doc_id)
        if chunk is None:
            return frozenset()
        return frozenset(tokenize(f"{chunk.heading} {table.precept_text(doc_id, chunk)}", table.stemmer))

    def _hit(self, chunk: Chunk, score: float, **flags: bool | str) -> Hit:
        """The hit for a chunk: its whole precept's text and the apartado spans within it."""
        table = self.table
        text = table.precept_text(chunk.doc_id, chunk)
        spans = table.apartado_spans(chunk, text)
        return Hit(chunk, score, text, spans, with_norm=table.several_norms, **flags)  # type: ignore[arg-type]

    def _referenced(self, hits: list[Hit]) -> list[Hit]:
        """Precepts the retrieved ones refer to ("los derechos reconocidos en el artículo 23")."""
        table = self.table
        added: list[Hit] = []
        for hit in hits:
            for norm, ref in table.cited(hit.precept_text, hit.chunk.article_id, hit.doc_id.split(":")[0]):
                doc_id = f"{norm}:{ref.article_id}"
                if len(added) >= MAX_REFERENCED:
                    return added
                if any(h.doc_id == doc_id for h in hits + added):
                    continue
                chunk = table.apartado_chunk(doc_id, ref.apartado) or table.first_chunk(doc_id)
                if chunk is not None and not chunk.repealed:
                    added.append(self._hit(chunk, 0.0, referenced=True, referenced_by=hit.label))
        return added


def apartados_of(known: dict[str, float], doc_id: str) -> tuple[tuple[str, float], ...]:
    """The apartados of precept ``doc_id`` among ``known`` ("BOE-…:art-36.4" → similarity), by
    number ("4"), in ``known``'s order (closest first)."""
    prefix = f"{doc_id}."
    return tuple((key[len(prefix) :], cosine) for key, cosine in known.items() if key.startswith(prefix))


def documents(result: RetrievalResult) -> list[Document]:
    """One ``Document`` per retrieved precept, in rank order: the whole precept's text and what a
    citation needs (norm, article, label, URL, score, how it was found, its apartados)."""
    return [
        Document(
            page_content=hit.precept_text,
            metadata={
                "doc_id": hit.doc_id,
                "norm_id": hit.chunk.norm_id,
                "article_id": hit.chunk.article_id,
                "label": hit.label,
                "url": hit.chunk.url,
                "version_date": hit.chunk.version_date,
                "score": round(float(hit.score), 4),
                "lookup": hit.lookup,
                "referenced": hit.referenced,
                "referenced_by": hit.referenced_by,
                "apartados": [
                    {
                        "apartado": span.number,
                        "start": span.start,
                        "end": span.end,
                        "label": hit.apartado_label(span.number),
                    }
                    for span in hit.apartados
                ],
            },
            id=hit.doc_id,
        )
        for hit in result.hits
    ]
