"""Option metadata: every rule option says its kind, values, default, label and meaning."""

from __future__ import annotations

from dataclasses import fields

import pytest

from ghosteuchre.engine.rules import OPTIONS, VARIANTS, OptionError, Rules


def test_every_option_of_rules_has_metadata() -> None:
    assert set(OPTIONS) == {f.name for f in fields(Rules)} - {"variant"}
    for variant in VARIANTS:
        assert set(Rules.option_names(variant)) == {
            name for name, o in OPTIONS.items() if variant in o.variants
        }


@pytest.mark.parametrize("name", sorted(OPTIONS))
def test_metadata_describes_the_values_the_rules_accept(name: str) -> None:
    option = OPTIONS[name]
    assert option.label and "\n" not in option.label
    assert option.explanation.endswith(".") and "\n" not in option.explanation
    for variant in option.variants:
        default = option.default(variant)
        assert Rules.make(variant, {name: default}).options()[name] == default
        if option.kind == "bool":
            assert option.allowed is None and isinstance(default, bool)
        elif option.kind == "int":
            lo, hi = option.allowed
            assert lo <= default <= hi
            for ok in (lo, hi):
                Rules.make(variant, {name: ok})
            for bad in (lo - 1, hi + 1):
                with pytest.raises(OptionError):
                    Rules.make(variant, {name: bad})
        else:
            assert option.kind == "choice"
            assert default in option.allowed
            assert len(option.choice_labels) == len(option.allowed)
            for value in option.allowed:
                Rules.make(variant, {name: value})


def test_defaults_follow_the_variant() -> None:
    assert OPTIONS["target"].default("ghost-hand") == 32
    assert OPTIONS["target"].default("cutthroat") == 10
