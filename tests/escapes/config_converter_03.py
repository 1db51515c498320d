# expect: guest AttributeError
# technique: a get<name> method read where no converter of that name exists (the rule follows the parser's own converters)
import configparser
p = configparser.ConfigParser(converters={"list": str})
q = configparser.ConfigParser()
q.getlist
