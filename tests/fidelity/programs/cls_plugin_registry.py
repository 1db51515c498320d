class Plugin:
    registry = {}
    name = "base"

    @classmethod
    def register(cls, plugin_cls):
        cls.registry[plugin_cls.name] = plugin_cls
        return plugin_cls

    def run(self, text):
        raise NotImplementedError(f"{self.name} does not implement run")


@Plugin.register
class Upper(Plugin):
    name = "upper"

    def run(self, text):
        return text.upper()


@Plugin.register
class Reverse(Plugin):
    name = "reverse"

    def run(self, text):
        return text[::-1]


@Plugin.register
class Broken(Plugin):
    name = "broken"


class Chain(Plugin):
    name = "chain"

    def __init__(self, *names):
        self.steps = [Plugin.registry[n]() for n in names]

    def run(self, text):
        for step in self.steps:
            text = step.run(text)
        return text


results = {}
for n in sorted(Plugin.registry):
    try:
        results[n] = Plugin.registry[n]().run("Hello")
    except NotImplementedError as e:
        results[n] = f"error: {e}"
results["chain"] = Chain("upper", "reverse").run("abc")
(results, sorted(Plugin.registry), isinstance(Chain(), Plugin), issubclass(Upper, Plugin))
