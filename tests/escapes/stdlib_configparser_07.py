# expect: guest AttributeError
# technique: a ConfigParser's private section store replaced by assignment (only optionxform is assignable)
import configparser
c = configparser.ConfigParser()
setattr(c, "_sec" + "tions", {"a": {"x": "1"}})
