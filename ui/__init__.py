"""Streamlit page sections for ``app.py``: the only package that imports streamlit."""
