; ModuleID = 'exception_ctor_throws_free.cpp'
source_filename = "exception_ctor_throws_free.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Inner = type { i32 }
%struct.Outer = type { i32 }

$_ZN5OuterC2Ei = comdat any

$_ZN5OuterD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN5OuterC2ERKS_ = comdat any

$_ZTS5Outer = comdat any

$_ZTI5Outer = comdat any

$_ZTS5Inner = comdat any

$_ZTI5Inner = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Outer = linkonce_odr dso_local constant [7 x i8] c"5Outer\00", comdat, align 1
@_ZTI5Outer = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Outer, i32 0, i32 0) }, comdat, align 8
@_ZTS5Inner = linkonce_odr dso_local constant [7 x i8] c"5Inner\00", comdat, align 1
@_ZTI5Inner = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Inner, i32 0, i32 0) }, comdat, align 8
@.str = private unnamed_addr constant [17 x i8] c"caught Inner %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"never: Outer\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"caught Outer %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"Outer(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"~Outer(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"Outer copy(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.Inner*, align 8
  %5 = alloca %struct.Outer*, align 8
  %6 = alloca %struct.Outer, align 4
  %7 = alloca %struct.Inner*, align 8
  %8 = alloca %struct.Outer*, align 8
  %9 = alloca %struct.Outer*, align 8
  store i32 0, i32* %1, align 4
  %10 = call i8* @__cxa_allocate_exception(i64 4) #6
  %11 = bitcast i8* %10 to %struct.Outer*
  invoke void @_ZN5OuterC2Ei(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %11, i32 noundef -1)
          to label %12 unwind label %13

12:                                               ; preds = %0
  invoke void @__cxa_throw(i8* %10, i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast (void (%struct.Outer*)* @_ZN5OuterD2Ev to i8*)) #7
          to label %142 unwind label %17

13:                                               ; preds = %0
  %14 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %2, align 8
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %3, align 4
  call void @__cxa_free_exception(i8* %10) #6
  br label %21

17:                                               ; preds = %12
  %18 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %2, align 8
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %3, align 4
  br label %21

21:                                               ; preds = %17, %13
  %22 = load i32, i32* %3, align 4
  %23 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)) #6
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %36

25:                                               ; preds = %21
  %26 = load i8*, i8** %2, align 8
  %27 = call i8* @__cxa_begin_catch(i8* %26) #6
  %28 = bitcast i8* %27 to %struct.Outer*
  store %struct.Outer* %28, %struct.Outer** %5, align 8
  %29 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0))
          to label %30 unwind label %53

30:                                               ; preds = %25
  call void @__cxa_end_catch()
  br label %31

31:                                               ; preds = %30, %47
  invoke void @_ZN5OuterC2Ei(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 5)
          to label %32 unwind label %58

32:                                               ; preds = %31
  %33 = call i8* @__cxa_allocate_exception(i64 4) #6
  %34 = bitcast i8* %33 to %struct.Outer*
  invoke void @_ZN5OuterC2ERKS_(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %34, %struct.Outer* noundef nonnull align 4 dereferenceable(4) %6)
          to label %35 unwind label %62

35:                                               ; preds = %32
  invoke void @__cxa_throw(i8* %33, i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast (void (%struct.Outer*)* @_ZN5OuterD2Ev to i8*)) #7
          to label %142 unwind label %66

36:                                               ; preds = %21
  %37 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)) #6
  %38 = icmp eq i32 %22, %37
  br i1 %38, label %39, label %134

39:                                               ; preds = %36
  %40 = load i8*, i8** %2, align 8
  %41 = call i8* @__cxa_begin_catch(i8* %40) #6
  %42 = bitcast i8* %41 to %struct.Inner*
  store %struct.Inner* %42, %struct.Inner** %4, align 8
  %43 = load %struct.Inner*, %struct.Inner** %4, align 8
  %44 = getelementptr inbounds %struct.Inner, %struct.Inner* %43, i32 0, i32 0
  %45 = load i32, i32* %44, align 4
  %46 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef %45)
          to label %47 unwind label %48

47:                                               ; preds = %39
  call void @__cxa_end_catch()
  br label %31

48:                                               ; preds = %39
  %49 = landingpad { i8*, i32 }
          cleanup
  %50 = extractvalue { i8*, i32 } %49, 0
  store i8* %50, i8** %2, align 8
  %51 = extractvalue { i8*, i32 } %49, 1
  store i32 %51, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %52 unwind label %139

52:                                               ; preds = %48
  br label %134

53:                                               ; preds = %25
  %54 = landingpad { i8*, i32 }
          cleanup
  %55 = extractvalue { i8*, i32 } %54, 0
  store i8* %55, i8** %2, align 8
  %56 = extractvalue { i8*, i32 } %54, 1
  store i32 %56, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %57 unwind label %139

57:                                               ; preds = %53
  br label %134

58:                                               ; preds = %31
  %59 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)
  %60 = extractvalue { i8*, i32 } %59, 0
  store i8* %60, i8** %2, align 8
  %61 = extractvalue { i8*, i32 } %59, 1
  store i32 %61, i32* %3, align 4
  br label %71

62:                                               ; preds = %32
  %63 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)
  %64 = extractvalue { i8*, i32 } %63, 0
  store i8* %64, i8** %2, align 8
  %65 = extractvalue { i8*, i32 } %63, 1
  store i32 %65, i32* %3, align 4
  call void @__cxa_free_exception(i8* %33) #6
  br label %70

66:                                               ; preds = %35
  %67 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)
  %68 = extractvalue { i8*, i32 } %67, 0
  store i8* %68, i8** %2, align 8
  %69 = extractvalue { i8*, i32 } %67, 1
  store i32 %69, i32* %3, align 4
  br label %70

70:                                               ; preds = %66, %62
  call void @_ZN5OuterD2Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %6) #6
  br label %71

71:                                               ; preds = %70, %58
  %72 = load i32, i32* %3, align 4
  %73 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)) #6
  %74 = icmp eq i32 %72, %73
  br i1 %74, label %75, label %85

75:                                               ; preds = %71
  %76 = load i8*, i8** %2, align 8
  %77 = call i8* @__cxa_begin_catch(i8* %76) #6
  %78 = bitcast i8* %77 to %struct.Outer*
  store %struct.Outer* %78, %struct.Outer** %8, align 8
  %79 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0))
          to label %80 unwind label %102

80:                                               ; preds = %75
  call void @__cxa_end_catch()
  br label %81

81:                                               ; preds = %80, %96
  %82 = call i8* @__cxa_allocate_exception(i64 4) #6
  %83 = bitcast i8* %82 to %struct.Outer*
  invoke void @_ZN5OuterC2Ei(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %83, i32 noundef 2)
          to label %84 unwind label %107

84:                                               ; preds = %81
  invoke void @__cxa_throw(i8* %82, i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast (void (%struct.Outer*)* @_ZN5OuterD2Ev to i8*)) #7
          to label %142 unwind label %111

85:                                               ; preds = %71
  %86 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)) #6
  %87 = icmp eq i32 %72, %86
  br i1 %87, label %88, label %134

88:                                               ; preds = %85
  %89 = load i8*, i8** %2, align 8
  %90 = call i8* @__cxa_begin_catch(i8* %89) #6
  %91 = bitcast i8* %90 to %struct.Inner*
  store %struct.Inner* %91, %struct.Inner** %7, align 8
  %92 = load %struct.Inner*, %struct.Inner** %7, align 8
  %93 = getelementptr inbounds %struct.Inner, %struct.Inner* %92, i32 0, i32 0
  %94 = load i32, i32* %93, align 4
  %95 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef %94)
          to label %96 unwind label %97

96:                                               ; preds = %88
  call void @__cxa_end_catch()
  br label %81

97:                                               ; preds = %88
  %98 = landingpad { i8*, i32 }
          cleanup
  %99 = extractvalue { i8*, i32 } %98, 0
  store i8* %99, i8** %2, align 8
  %100 = extractvalue { i8*, i32 } %98, 1
  store i32 %100, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %101 unwind label %139

101:                                              ; preds = %97
  br label %134

102:                                              ; preds = %75
  %103 = landingpad { i8*, i32 }
          cleanup
  %104 = extractvalue { i8*, i32 } %103, 0
  store i8* %104, i8** %2, align 8
  %105 = extractvalue { i8*, i32 } %103, 1
  store i32 %105, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %106 unwind label %139

106:                                              ; preds = %102
  br label %134

107:                                              ; preds = %81
  %108 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
  %109 = extractvalue { i8*, i32 } %108, 0
  store i8* %109, i8** %2, align 8
  %110 = extractvalue { i8*, i32 } %108, 1
  store i32 %110, i32* %3, align 4
  call void @__cxa_free_exception(i8* %82) #6
  br label %115

111:                                              ; preds = %84
  %112 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
  %113 = extractvalue { i8*, i32 } %112, 0
  store i8* %113, i8** %2, align 8
  %114 = extractvalue { i8*, i32 } %112, 1
  store i32 %114, i32* %3, align 4
  br label %115

115:                                              ; preds = %111, %107
  %116 = load i32, i32* %3, align 4
  %117 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)) #6
  %118 = icmp eq i32 %116, %117
  br i1 %118, label %119, label %134

119:                                              ; preds = %115
  %120 = load i8*, i8** %2, align 8
  %121 = call i8* @__cxa_begin_catch(i8* %120) #6
  %122 = bitcast i8* %121 to %struct.Outer*
  store %struct.Outer* %122, %struct.Outer** %9, align 8
  %123 = load %struct.Outer*, %struct.Outer** %9, align 8
  %124 = getelementptr inbounds %struct.Outer, %struct.Outer* %123, i32 0, i32 0
  %125 = load i32, i32* %124, align 4
  %126 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i64 0, i64 0), i32 noundef %125)
          to label %127 unwind label %129

127:                                              ; preds = %119
  call void @__cxa_end_catch()
  br label %128

128:                                              ; preds = %127
  ret i32 0

129:                                              ; preds = %119
  %130 = landingpad { i8*, i32 }
          cleanup
  %131 = extractvalue { i8*, i32 } %130, 0
  store i8* %131, i8** %2, align 8
  %132 = extractvalue { i8*, i32 } %130, 1
  store i32 %132, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %133 unwind label %139

133:                                              ; preds = %129
  br label %134

134:                                              ; preds = %133, %115, %106, %101, %85, %57, %52, %36
  %135 = load i8*, i8** %2, align 8
  %136 = load i32, i32* %3, align 4
  %137 = insertvalue { i8*, i32 } undef, i8* %135, 0
  %138 = insertvalue { i8*, i32 } %137, i32 %136, 1
  resume { i8*, i32 } %138

139:                                              ; preds = %129, %102, %97, %53, %48
  %140 = landingpad { i8*, i32 }
          catch i8* null
  %141 = extractvalue { i8*, i32 } %140, 0
  call void @__clang_call_terminate(i8* %141) #8
  unreachable

142:                                              ; preds = %84, %35, %12
  unreachable
}

declare i8* @__cxa_allocate_exception(i64)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5OuterC2Ei(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Outer*, align 8
  %4 = alloca i32, align 4
  store %struct.Outer* %0, %struct.Outer** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Outer*, %struct.Outer** %3, align 8
  %6 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), i32 noundef %9)
  %11 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %14, label %20

14:                                               ; preds = %2
  %15 = call i8* @__cxa_allocate_exception(i64 4) #6
  %16 = bitcast i8* %15 to %struct.Inner*
  %17 = getelementptr inbounds %struct.Inner, %struct.Inner* %16, i32 0, i32 0
  %18 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  store i32 %19, i32* %17, align 16
  call void @__cxa_throw(i8* %15, i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*), i8* null) #7
  unreachable

20:                                               ; preds = %2
  ret void
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OuterD2Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Outer*, align 8
  store %struct.Outer* %0, %struct.Outer** %2, align 8
  %3 = load %struct.Outer*, %struct.Outer** %2, align 8
  %4 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #8
  unreachable
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5OuterC2ERKS_(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %0, %struct.Outer* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Outer*, align 8
  %4 = alloca %struct.Outer*, align 8
  store %struct.Outer* %0, %struct.Outer** %3, align 8
  store %struct.Outer* %1, %struct.Outer** %4, align 8
  %5 = load %struct.Outer*, %struct.Outer** %3, align 8
  %6 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %7 = load %struct.Outer*, %struct.Outer** %4, align 8
  %8 = getelementptr inbounds %struct.Outer, %struct.Outer* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %6, align 4
  %10 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef %11)
  %13 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %14 = load i32, i32* %13, align 4
  %15 = icmp eq i32 %14, 5
  br i1 %15, label %16, label %20

16:                                               ; preds = %2
  %17 = call i8* @__cxa_allocate_exception(i64 4) #6
  %18 = bitcast i8* %17 to %struct.Inner*
  %19 = getelementptr inbounds %struct.Inner, %struct.Inner* %18, i32 0, i32 0
  store i32 50, i32* %19, align 16
  call void @__cxa_throw(i8* %17, i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*), i8* null) #7
  unreachable

20:                                               ; preds = %2
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
