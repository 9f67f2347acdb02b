"""The answer chain is a LangChain Runnable: ``invoke`` with a question or a conversation, ``stream``
of ``AnswerChunk``s, ``batch``, configurable method / k / norms, composition with ``|`` and
``RunnableParallel``, and a user's own chat model. Real index of the bundled corpora (local e5
embeddings); the model is the loopback OpenAI-compatible server, never the internet.
"""

from __future__ import annotations

from langchain_core.runnables import Runnable, RunnableLambda, RunnableParallel
from langchain_openai import ChatOpenAI
from openai_server import FakeOpenAI

from rag.core.results import Answer, AnswerChunk
from rag.pipeline import Pipeline

VOTE = "¿Pueden votar los extranjeros en las elecciones municipales?"
CONSTITUTION = "BOE-A-1978-31229"
ET = "BOE-A-2015-11430"


def offline(pipeline: Pipeline, settings) -> Runnable:
    return pipeline.chain(settings, None, settings.retriever, settings.k)


def first_label(answer: Answer) -> str:
    citation = answer.citations[0]
    return answer.contexts[citation.n - 1].apartado_label(citation.apartado)


def test_invoke_takes_a_question_or_a_conversation(real_pipeline, real_settings):
    chain = offline(real_pipeline, real_settings)
    assert isinstance(chain, Runnable)
    answer = chain.invoke(VOTE)
    assert isinstance(answer, Answer) and not answer.refused
    assert first_label(answer) == "Artículo 13.2"
    follow = chain.invoke(
        {"question": "¿Y quién lo decide?", "history": [{"question": VOTE, "answer": answer.answer}]}
    )
    assert follow.standalone_question != "¿Y quién lo decide?"  # understood within the conversation
    assert chain.invoke("¿Cuál es la receta tradicional de la paella valenciana?").refused


def test_a_malformed_input_is_a_clear_error(real_pipeline, real_settings):
    chain = offline(real_pipeline, real_settings)
    for bad in ({"pregunta": VOTE}, 42):
        try:
            chain.invoke(bad)  # type: ignore[arg-type]
        except TypeError as error:
            assert '{"question"' in str(error)
        else:
            raise AssertionError(f"{bad!r} was accepted")


def test_stream_yields_chunks_that_add_up_to_the_answer(real_pipeline, real_settings):
    """Offline there are no deltas: one chunk carries the checked answer, as ``invoke`` gives it."""
    chain = offline(real_pipeline, real_settings)
    chunks = list(chain.stream(VOTE))
    assert all(isinstance(c, AnswerChunk) for c in chunks)
    total = chunks[0]
    for chunk in chunks[1:]:
        total = total + chunk
    assert total.answer is not None and total.answer.answer == chain.invoke(VOTE).answer


def test_batch_answers_each_question_as_invoke_does(real_pipeline, real_settings):
    chain = offline(real_pipeline, real_settings)
    questions = [VOTE, "¿Tengo derecho a hacer huelga?"]
    batched = chain.batch(questions)
    assert [first_label(a) for a in batched] == [first_label(chain.invoke(q)) for q in questions]
    assert first_label(batched[1]) == "Artículo 28.2"


def test_method_k_and_norms_are_configurable(real_normas, real_settings):
    """(Asked with "¿Cuántos días de vacaciones me corresponden?" until the nineteenth session,
    when `normas`' recalibrated gate began to refuse it: a known miss, docs/library.md.)"""
    chain = offline(real_normas, real_settings)
    specs = {spec.id for spec in chain.config_specs}
    assert specs == {"method", "k", "norms"}
    question = "¿Me pueden cambiar de ciudad de trabajo?"
    everywhere = chain.invoke(question)
    only_constitution = chain.with_config(configurable={"norms": [CONSTITUTION], "k": 2}).invoke(question)
    assert {c.hit.chunk.norm_id for c in only_constitution.contexts if not c.referenced} == {CONSTITUTION}
    assert len([c for c in only_constitution.contexts if not c.referenced]) == 2
    assert everywhere.citations[0].norm_id == ET  # the Estatuto, unfiltered
    derived = chain.with_config(configurable={"method": "derivaciones"}).invoke(question)
    assert derived.method == "derivaciones" and derived.notice  # needs a model: offline, with a notice


def test_it_composes_in_a_users_lcel_code_with_their_own_model(real_pipeline, real_settings):
    """Their ChatOpenAI (the loopback server) passed in; our chain in a RunnableParallel and piped."""
    reply = "Solo los españoles, salvo lo que establezcan tratados para las municipales [1]."
    with FakeOpenAI(replies=[reply]) as server:
        model = ChatOpenAI(base_url=server.base_url, api_key="k", model="gpt-4o-mini")
        chain = real_pipeline.chain(real_settings, model, real_settings.retriever, real_settings.k)
        both = RunnableParallel(
            answer=chain | RunnableLambda(lambda a: a.answer),
            sources=chain.retriever | RunnableLambda(lambda docs: [d.metadata["label"] for d in docs]),
        )
        out = both.invoke(VOTE)
        streamed = "".join(chunk.text for chunk in chain.stream(VOTE))
    assert out["answer"].startswith("Solo los españoles") and "[1]" in out["answer"]
    assert out["sources"][0] == "Artículo 13"
    assert streamed == reply  # the model's deltas, as it wrote them
    prompt = server.requests[0]["json"]["messages"][-1]["content"]
    assert "Los extranjeros gozarán" in prompt  # the retrieved precept went to their model
