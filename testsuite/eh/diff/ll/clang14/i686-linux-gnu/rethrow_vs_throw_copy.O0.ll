; ModuleID = 'rethrow_vs_throw_copy.cpp'
source_filename = "rethrow_vs_throw_copy.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Base = type { i32 (...)**, i32 }
%struct.Derived = type { %struct.Base }

$_ZN7DerivedC2Ei = comdat any

$_ZN7DerivedD2Ev = comdat any

$_ZN4BaseC2ERKS_ = comdat any

$_ZN4BaseD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN4BaseC2Ei = comdat any

$_ZN7DerivedD0Ev = comdat any

$_ZNK7Derived4kindEv = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZNK4Base4kindEv = comdat any

$_ZTS7Derived = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTI7Derived = comdat any

$_ZTV7Derived = comdat any

$_ZTV4Base = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 4
@_ZTI7Derived = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Derived, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 4
@.str = private unnamed_addr constant [22 x i8] c"inner %s %d, throw b\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"outer %s %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"wrong: Derived\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"inner %s %d, throw;\0A\00", align 1
@_ZTV7Derived = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (void (%struct.Derived*)* @_ZN7DerivedD2Ev to i8*), i8* bitcast (void (%struct.Derived*)* @_ZN7DerivedD0Ev to i8*), i8* bitcast (i8* (%struct.Derived*)* @_ZNK7Derived4kindEv to i8*)] }, comdat, align 4
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD2Ev to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD0Ev to i8*), i8* bitcast (i8* (%struct.Base*)* @_ZNK4Base4kindEv to i8*)] }, comdat, align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"Base(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"Base\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"Derived\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"Base copy %d -> %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Base*, align 4
  %5 = alloca %struct.Base*, align 4
  %6 = alloca %struct.Derived*, align 4
  %7 = alloca %struct.Base*, align 4
  %8 = alloca %struct.Derived*, align 4
  store i32 0, i32* %1, align 4
  %9 = call i8* @__cxa_allocate_exception(i32 8) #8
  %10 = bitcast i8* %9 to %struct.Derived*
  invoke void @_ZN7DerivedC2Ei(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %10, i32 noundef 1)
          to label %11 unwind label %12

11:                                               ; preds = %0
  invoke void @__cxa_throw(i8* %9, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (void (%struct.Derived*)* @_ZN7DerivedD2Ev to i8*)) #9
          to label %167 unwind label %16

12:                                               ; preds = %0
  %13 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %2, align 4
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %3, align 4
  call void @__cxa_free_exception(i8* %9) #8
  br label %20

16:                                               ; preds = %11
  %17 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)
  %18 = extractvalue { i8*, i32 } %17, 0
  store i8* %18, i8** %2, align 4
  %19 = extractvalue { i8*, i32 } %17, 1
  store i32 %19, i32* %3, align 4
  br label %20

20:                                               ; preds = %16, %12
  %21 = load i32, i32* %3, align 4
  %22 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #8
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %54

24:                                               ; preds = %20
  %25 = load i8*, i8** %2, align 4
  %26 = call i8* @__cxa_begin_catch(i8* %25) #8
  %27 = bitcast i8* %26 to %struct.Base*
  store %struct.Base* %27, %struct.Base** %4, align 4
  %28 = load %struct.Base*, %struct.Base** %4, align 4
  %29 = bitcast %struct.Base* %28 to i8* (%struct.Base*)***
  %30 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %29, align 4
  %31 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %30, i64 2
  %32 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %31, align 4
  %33 = invoke noundef i8* %32(%struct.Base* noundef nonnull align 4 dereferenceable(8) %28)
          to label %34 unwind label %44

34:                                               ; preds = %24
  %35 = load %struct.Base*, %struct.Base** %4, align 4
  %36 = getelementptr inbounds %struct.Base, %struct.Base* %35, i32 0, i32 1
  %37 = load i32, i32* %36, align 4
  %38 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i32 0, i32 0), i8* noundef %33, i32 noundef %37)
          to label %39 unwind label %44

39:                                               ; preds = %34
  %40 = call i8* @__cxa_allocate_exception(i32 8) #8
  %41 = bitcast i8* %40 to %struct.Base*
  %42 = load %struct.Base*, %struct.Base** %4, align 4
  invoke void @_ZN4BaseC2ERKS_(%struct.Base* noundef nonnull align 4 dereferenceable(8) %41, %struct.Base* noundef nonnull align 4 dereferenceable(8) %42)
          to label %43 unwind label %48

43:                                               ; preds = %39
  invoke void @__cxa_throw(i8* %40, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD2Ev to i8*)) #9
          to label %167 unwind label %44

44:                                               ; preds = %43, %34, %24
  %45 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
  %46 = extractvalue { i8*, i32 } %45, 0
  store i8* %46, i8** %2, align 4
  %47 = extractvalue { i8*, i32 } %45, 1
  store i32 %47, i32* %3, align 4
  br label %52

48:                                               ; preds = %39
  %49 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
  %50 = extractvalue { i8*, i32 } %49, 0
  store i8* %50, i8** %2, align 4
  %51 = extractvalue { i8*, i32 } %49, 1
  store i32 %51, i32* %3, align 4
  call void @__cxa_free_exception(i8* %40) #8
  br label %52

52:                                               ; preds = %48, %44
  invoke void @__cxa_end_catch()
          to label %53 unwind label %164

53:                                               ; preds = %52
  br label %54

54:                                               ; preds = %53, %20
  %55 = load i32, i32* %3, align 4
  %56 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)) #8
  %57 = icmp eq i32 %55, %56
  br i1 %57, label %58, label %68

58:                                               ; preds = %54
  %59 = load i8*, i8** %2, align 4
  %60 = call i8* @__cxa_begin_catch(i8* %59) #8
  %61 = bitcast i8* %60 to %struct.Derived*
  store %struct.Derived* %61, %struct.Derived** %6, align 4
  %62 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0))
          to label %63 unwind label %93

63:                                               ; preds = %58
  call void @__cxa_end_catch()
  br label %64

64:                                               ; preds = %63, %86, %87
  %65 = call i8* @__cxa_allocate_exception(i32 8) #8
  %66 = bitcast i8* %65 to %struct.Derived*
  invoke void @_ZN7DerivedC2Ei(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %66, i32 noundef 2)
          to label %67 unwind label %98

67:                                               ; preds = %64
  invoke void @__cxa_throw(i8* %65, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (void (%struct.Derived*)* @_ZN7DerivedD2Ev to i8*)) #9
          to label %167 unwind label %102

68:                                               ; preds = %54
  %69 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #8
  %70 = icmp eq i32 %55, %69
  br i1 %70, label %71, label %159

71:                                               ; preds = %68
  %72 = load i8*, i8** %2, align 4
  %73 = call i8* @__cxa_begin_catch(i8* %72) #8
  %74 = bitcast i8* %73 to %struct.Base*
  store %struct.Base* %74, %struct.Base** %5, align 4
  %75 = load %struct.Base*, %struct.Base** %5, align 4
  %76 = bitcast %struct.Base* %75 to i8* (%struct.Base*)***
  %77 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %76, align 4
  %78 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %77, i64 2
  %79 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %78, align 4
  %80 = invoke noundef i8* %79(%struct.Base* noundef nonnull align 4 dereferenceable(8) %75)
          to label %81 unwind label %88

81:                                               ; preds = %71
  %82 = load %struct.Base*, %struct.Base** %5, align 4
  %83 = getelementptr inbounds %struct.Base, %struct.Base* %82, i32 0, i32 1
  %84 = load i32, i32* %83, align 4
  %85 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i8* noundef %80, i32 noundef %84)
          to label %86 unwind label %88

86:                                               ; preds = %81
  call void @__cxa_end_catch()
  br label %64

87:                                               ; No predecessors!
  br label %64

88:                                               ; preds = %81, %71
  %89 = landingpad { i8*, i32 }
          cleanup
  %90 = extractvalue { i8*, i32 } %89, 0
  store i8* %90, i8** %2, align 4
  %91 = extractvalue { i8*, i32 } %89, 1
  store i32 %91, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %92 unwind label %164

92:                                               ; preds = %88
  br label %159

93:                                               ; preds = %58
  %94 = landingpad { i8*, i32 }
          cleanup
  %95 = extractvalue { i8*, i32 } %94, 0
  store i8* %95, i8** %2, align 4
  %96 = extractvalue { i8*, i32 } %94, 1
  store i32 %96, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %97 unwind label %164

97:                                               ; preds = %93
  br label %159

98:                                               ; preds = %64
  %99 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)
  %100 = extractvalue { i8*, i32 } %99, 0
  store i8* %100, i8** %2, align 4
  %101 = extractvalue { i8*, i32 } %99, 1
  store i32 %101, i32* %3, align 4
  call void @__cxa_free_exception(i8* %65) #8
  br label %106

102:                                              ; preds = %67
  %103 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)
  %104 = extractvalue { i8*, i32 } %103, 0
  store i8* %104, i8** %2, align 4
  %105 = extractvalue { i8*, i32 } %103, 1
  store i32 %105, i32* %3, align 4
  br label %106

106:                                              ; preds = %102, %98
  %107 = load i32, i32* %3, align 4
  %108 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #8
  %109 = icmp eq i32 %107, %108
  br i1 %109, label %110, label %131

110:                                              ; preds = %106
  %111 = load i8*, i8** %2, align 4
  %112 = call i8* @__cxa_begin_catch(i8* %111) #8
  %113 = bitcast i8* %112 to %struct.Base*
  store %struct.Base* %113, %struct.Base** %7, align 4
  %114 = load %struct.Base*, %struct.Base** %7, align 4
  %115 = bitcast %struct.Base* %114 to i8* (%struct.Base*)***
  %116 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %115, align 4
  %117 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %116, i64 2
  %118 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %117, align 4
  %119 = invoke noundef i8* %118(%struct.Base* noundef nonnull align 4 dereferenceable(8) %114)
          to label %120 unwind label %126

120:                                              ; preds = %110
  %121 = load %struct.Base*, %struct.Base** %7, align 4
  %122 = getelementptr inbounds %struct.Base, %struct.Base* %121, i32 0, i32 1
  %123 = load i32, i32* %122, align 4
  %124 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i32 0, i32 0), i8* noundef %119, i32 noundef %123)
          to label %125 unwind label %126

125:                                              ; preds = %120
  invoke void @__cxa_rethrow() #9
          to label %167 unwind label %126

126:                                              ; preds = %125, %120, %110
  %127 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)
  %128 = extractvalue { i8*, i32 } %127, 0
  store i8* %128, i8** %2, align 4
  %129 = extractvalue { i8*, i32 } %127, 1
  store i32 %129, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %130 unwind label %164

130:                                              ; preds = %126
  br label %131

131:                                              ; preds = %130, %106
  %132 = load i32, i32* %3, align 4
  %133 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)) #8
  %134 = icmp eq i32 %132, %133
  br i1 %134, label %135, label %159

135:                                              ; preds = %131
  %136 = load i8*, i8** %2, align 4
  %137 = call i8* @__cxa_begin_catch(i8* %136) #8
  %138 = bitcast i8* %137 to %struct.Derived*
  store %struct.Derived* %138, %struct.Derived** %8, align 4
  %139 = load %struct.Derived*, %struct.Derived** %8, align 4
  %140 = bitcast %struct.Derived* %139 to i8* (%struct.Derived*)***
  %141 = load i8* (%struct.Derived*)**, i8* (%struct.Derived*)*** %140, align 4
  %142 = getelementptr inbounds i8* (%struct.Derived*)*, i8* (%struct.Derived*)** %141, i64 2
  %143 = load i8* (%struct.Derived*)*, i8* (%struct.Derived*)** %142, align 4
  %144 = invoke noundef i8* %143(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %139)
          to label %145 unwind label %154

145:                                              ; preds = %135
  %146 = load %struct.Derived*, %struct.Derived** %8, align 4
  %147 = bitcast %struct.Derived* %146 to %struct.Base*
  %148 = getelementptr inbounds %struct.Base, %struct.Base* %147, i32 0, i32 1
  %149 = load i32, i32* %148, align 4
  %150 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i8* noundef %144, i32 noundef %149)
          to label %151 unwind label %154

151:                                              ; preds = %145
  call void @__cxa_end_catch()
  br label %152

152:                                              ; preds = %151, %153
  ret i32 0

153:                                              ; No predecessors!
  br label %152

154:                                              ; preds = %145, %135
  %155 = landingpad { i8*, i32 }
          cleanup
  %156 = extractvalue { i8*, i32 } %155, 0
  store i8* %156, i8** %2, align 4
  %157 = extractvalue { i8*, i32 } %155, 1
  store i32 %157, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %158 unwind label %164

158:                                              ; preds = %154
  br label %159

159:                                              ; preds = %158, %131, %97, %92, %68
  %160 = load i8*, i8** %2, align 4
  %161 = load i32, i32* %3, align 4
  %162 = insertvalue { i8*, i32 } undef, i8* %160, 0
  %163 = insertvalue { i8*, i32 } %162, i32 %161, 1
  resume { i8*, i32 } %163

164:                                              ; preds = %154, %126, %93, %88, %52
  %165 = landingpad { i8*, i32 }
          catch i8* null
  %166 = extractvalue { i8*, i32 } %165, 0
  call void @__clang_call_terminate(i8* %166) #10
  unreachable

167:                                              ; preds = %125, %67, %43, %11
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedC2Ei(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Derived*, align 4
  %4 = alloca i32, align 4
  store %struct.Derived* %0, %struct.Derived** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Derived*, %struct.Derived** %3, align 4
  %6 = bitcast %struct.Derived* %5 to %struct.Base*
  %7 = load i32, i32* %4, align 4
  call void @_ZN4BaseC2Ei(%struct.Base* noundef nonnull align 4 dereferenceable(8) %6, i32 noundef %7)
  %8 = bitcast %struct.Derived* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7Derived, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 4
  ret void
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedD2Ev(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Derived*, align 4
  store %struct.Derived* %0, %struct.Derived** %2, align 4
  %3 = load %struct.Derived*, %struct.Derived** %2, align 4
  %4 = bitcast %struct.Derived* %3 to %struct.Base*
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %4) #8
  ret void
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2ERKS_(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0, %struct.Base* noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Base*, align 4
  %4 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %3, align 4
  store %struct.Base* %1, %struct.Base** %4, align 4
  %5 = load %struct.Base*, %struct.Base** %3, align 4
  %6 = bitcast %struct.Base* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = getelementptr inbounds %struct.Base, %struct.Base* %5, i32 0, i32 1
  %8 = load %struct.Base*, %struct.Base** %4, align 4
  %9 = getelementptr inbounds %struct.Base, %struct.Base* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 4
  %11 = add nsw i32 %10, 10
  store i32 %11, i32* %7, align 4
  %12 = load %struct.Base*, %struct.Base** %4, align 4
  %13 = getelementptr inbounds %struct.Base, %struct.Base* %12, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = getelementptr inbounds %struct.Base, %struct.Base* %5, i32 0, i32 1
  %16 = load i32, i32* %15, align 4
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i32 0, i32 0), i32 noundef %14, i32 noundef %16)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = bitcast %struct.Base* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1
  %6 = load i32, i32* %5, align 4
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i32 0, i32 0), i32 noundef %6)
          to label %8 unwind label %9

8:                                                ; preds = %1
  ret void

9:                                                ; preds = %1
  %10 = landingpad { i8*, i32 }
          catch i8* null
  %11 = extractvalue { i8*, i32 } %10, 0
  call void @__clang_call_terminate(i8* %11) #10
  unreachable
}

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev()

declare void @__cxa_rethrow()

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2Ei(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Base*, align 4
  %4 = alloca i32, align 4
  store %struct.Base* %0, %struct.Base** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Base*, %struct.Base** %3, align 4
  %6 = bitcast %struct.Base* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = getelementptr inbounds %struct.Base, %struct.Base* %5, i32 0, i32 1
  %8 = load i32, i32* %4, align 4
  store i32 %8, i32* %7, align 4
  %9 = getelementptr inbounds %struct.Base, %struct.Base* %5, i32 0, i32 1
  %10 = load i32, i32* %9, align 4
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef %10)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedD0Ev(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Derived*, align 4
  store %struct.Derived* %0, %struct.Derived** %2, align 4
  %3 = load %struct.Derived*, %struct.Derived** %2, align 4
  call void @_ZN7DerivedD2Ev(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %3) #8
  %4 = bitcast %struct.Derived* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK7Derived4kindEv(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Derived*, align 4
  store %struct.Derived* %0, %struct.Derived** %2, align 4
  %3 = load %struct.Derived*, %struct.Derived** %2, align 4
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %3) #8
  %4 = bitcast %struct.Base* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK4Base4kindEv(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0)
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #7

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
