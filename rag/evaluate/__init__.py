"""Measuring the pipeline: metrics, the evaluation runner, the LLM judge, synthetic questions, bench."""
