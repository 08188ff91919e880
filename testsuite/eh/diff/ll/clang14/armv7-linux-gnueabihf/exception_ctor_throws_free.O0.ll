; ModuleID = 'exception_ctor_throws_free.cpp'
source_filename = "exception_ctor_throws_free.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@_ZTI5Outer = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Outer, i32 0, i32 0) }, comdat, align 4
@_ZTS5Inner = linkonce_odr dso_local constant [7 x i8] c"5Inner\00", comdat, align 1
@_ZTI5Inner = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Inner, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [17 x i8] c"caught Inner %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"never: Outer\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"caught Outer %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"Outer(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"~Outer(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"Outer copy(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Inner*, align 4
  %5 = alloca %struct.Outer*, align 4
  %6 = alloca %struct.Outer, align 4
  %7 = alloca %struct.Inner*, align 4
  %8 = alloca %struct.Outer*, align 4
  %9 = alloca %struct.Outer*, align 4
  store i32 0, i32* %1, align 4
  %10 = call i8* @__cxa_allocate_exception(i32 4) #6
  %11 = bitcast i8* %10 to %struct.Outer*
  %12 = invoke noundef %struct.Outer* @_ZN5OuterC2Ei(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %11, i32 noundef -1)
          to label %13 unwind label %14

13:                                               ; preds = %0
  invoke void @__cxa_throw(i8* %10, i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast (%struct.Outer* (%struct.Outer*)* @_ZN5OuterD2Ev to i8*)) #7
          to label %147 unwind label %18

14:                                               ; preds = %0
  %15 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)
  %16 = extractvalue { i8*, i32 } %15, 0
  store i8* %16, i8** %2, align 4
  %17 = extractvalue { i8*, i32 } %15, 1
  store i32 %17, i32* %3, align 4
  call void @__cxa_free_exception(i8* %10) #6
  br label %22

18:                                               ; preds = %13
  %19 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)
  %20 = extractvalue { i8*, i32 } %19, 0
  store i8* %20, i8** %2, align 4
  %21 = extractvalue { i8*, i32 } %19, 1
  store i32 %21, i32* %3, align 4
  br label %22

22:                                               ; preds = %18, %14
  %23 = load i32, i32* %3, align 4
  %24 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)) #6
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %39

26:                                               ; preds = %22
  %27 = load i8*, i8** %2, align 4
  %28 = call i8* @__cxa_begin_catch(i8* %27) #6
  %29 = bitcast i8* %28 to %struct.Outer*
  store %struct.Outer* %29, %struct.Outer** %5, align 4
  %30 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i32 0, i32 0))
          to label %31 unwind label %56

31:                                               ; preds = %26
  call void @__cxa_end_catch()
  br label %32

32:                                               ; preds = %31, %50
  %33 = invoke noundef %struct.Outer* @_ZN5OuterC2Ei(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 5)
          to label %34 unwind label %61

34:                                               ; preds = %32
  %35 = call i8* @__cxa_allocate_exception(i32 4) #6
  %36 = bitcast i8* %35 to %struct.Outer*
  %37 = invoke noundef %struct.Outer* @_ZN5OuterC2ERKS_(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %36, %struct.Outer* noundef nonnull align 4 dereferenceable(4) %6)
          to label %38 unwind label %65

38:                                               ; preds = %34
  invoke void @__cxa_throw(i8* %35, i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast (%struct.Outer* (%struct.Outer*)* @_ZN5OuterD2Ev to i8*)) #7
          to label %147 unwind label %69

39:                                               ; preds = %22
  %40 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)) #6
  %41 = icmp eq i32 %23, %40
  br i1 %41, label %42, label %139

42:                                               ; preds = %39
  %43 = load i8*, i8** %2, align 4
  %44 = call i8* @__cxa_begin_catch(i8* %43) #6
  %45 = bitcast i8* %44 to %struct.Inner*
  store %struct.Inner* %45, %struct.Inner** %4, align 4
  %46 = load %struct.Inner*, %struct.Inner** %4, align 4
  %47 = getelementptr inbounds %struct.Inner, %struct.Inner* %46, i32 0, i32 0
  %48 = load i32, i32* %47, align 4
  %49 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i32 0, i32 0), i32 noundef %48)
          to label %50 unwind label %51

50:                                               ; preds = %42
  call void @__cxa_end_catch()
  br label %32

51:                                               ; preds = %42
  %52 = landingpad { i8*, i32 }
          cleanup
  %53 = extractvalue { i8*, i32 } %52, 0
  store i8* %53, i8** %2, align 4
  %54 = extractvalue { i8*, i32 } %52, 1
  store i32 %54, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %55 unwind label %144

55:                                               ; preds = %51
  br label %139

56:                                               ; preds = %26
  %57 = landingpad { i8*, i32 }
          cleanup
  %58 = extractvalue { i8*, i32 } %57, 0
  store i8* %58, i8** %2, align 4
  %59 = extractvalue { i8*, i32 } %57, 1
  store i32 %59, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %60 unwind label %144

60:                                               ; preds = %56
  br label %139

61:                                               ; preds = %32
  %62 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)
  %63 = extractvalue { i8*, i32 } %62, 0
  store i8* %63, i8** %2, align 4
  %64 = extractvalue { i8*, i32 } %62, 1
  store i32 %64, i32* %3, align 4
  br label %75

65:                                               ; preds = %34
  %66 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)
  %67 = extractvalue { i8*, i32 } %66, 0
  store i8* %67, i8** %2, align 4
  %68 = extractvalue { i8*, i32 } %66, 1
  store i32 %68, i32* %3, align 4
  call void @__cxa_free_exception(i8* %35) #6
  br label %73

69:                                               ; preds = %38
  %70 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)
  %71 = extractvalue { i8*, i32 } %70, 0
  store i8* %71, i8** %2, align 4
  %72 = extractvalue { i8*, i32 } %70, 1
  store i32 %72, i32* %3, align 4
  br label %73

73:                                               ; preds = %69, %65
  %74 = call noundef %struct.Outer* @_ZN5OuterD2Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %6) #6
  br label %75

75:                                               ; preds = %73, %61
  %76 = load i32, i32* %3, align 4
  %77 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)) #6
  %78 = icmp eq i32 %76, %77
  br i1 %78, label %79, label %90

79:                                               ; preds = %75
  %80 = load i8*, i8** %2, align 4
  %81 = call i8* @__cxa_begin_catch(i8* %80) #6
  %82 = bitcast i8* %81 to %struct.Outer*
  store %struct.Outer* %82, %struct.Outer** %8, align 4
  %83 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i32 0, i32 0))
          to label %84 unwind label %107

84:                                               ; preds = %79
  call void @__cxa_end_catch()
  br label %85

85:                                               ; preds = %84, %101
  %86 = call i8* @__cxa_allocate_exception(i32 4) #6
  %87 = bitcast i8* %86 to %struct.Outer*
  %88 = invoke noundef %struct.Outer* @_ZN5OuterC2Ei(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %87, i32 noundef 2)
          to label %89 unwind label %112

89:                                               ; preds = %85
  invoke void @__cxa_throw(i8* %86, i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*), i8* bitcast (%struct.Outer* (%struct.Outer*)* @_ZN5OuterD2Ev to i8*)) #7
          to label %147 unwind label %116

90:                                               ; preds = %75
  %91 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*)) #6
  %92 = icmp eq i32 %76, %91
  br i1 %92, label %93, label %139

93:                                               ; preds = %90
  %94 = load i8*, i8** %2, align 4
  %95 = call i8* @__cxa_begin_catch(i8* %94) #6
  %96 = bitcast i8* %95 to %struct.Inner*
  store %struct.Inner* %96, %struct.Inner** %7, align 4
  %97 = load %struct.Inner*, %struct.Inner** %7, align 4
  %98 = getelementptr inbounds %struct.Inner, %struct.Inner* %97, i32 0, i32 0
  %99 = load i32, i32* %98, align 4
  %100 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i32 0, i32 0), i32 noundef %99)
          to label %101 unwind label %102

101:                                              ; preds = %93
  call void @__cxa_end_catch()
  br label %85

102:                                              ; preds = %93
  %103 = landingpad { i8*, i32 }
          cleanup
  %104 = extractvalue { i8*, i32 } %103, 0
  store i8* %104, i8** %2, align 4
  %105 = extractvalue { i8*, i32 } %103, 1
  store i32 %105, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %106 unwind label %144

106:                                              ; preds = %102
  br label %139

107:                                              ; preds = %79
  %108 = landingpad { i8*, i32 }
          cleanup
  %109 = extractvalue { i8*, i32 } %108, 0
  store i8* %109, i8** %2, align 4
  %110 = extractvalue { i8*, i32 } %108, 1
  store i32 %110, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %111 unwind label %144

111:                                              ; preds = %107
  br label %139

112:                                              ; preds = %85
  %113 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
  %114 = extractvalue { i8*, i32 } %113, 0
  store i8* %114, i8** %2, align 4
  %115 = extractvalue { i8*, i32 } %113, 1
  store i32 %115, i32* %3, align 4
  call void @__cxa_free_exception(i8* %86) #6
  br label %120

116:                                              ; preds = %89
  %117 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)
  %118 = extractvalue { i8*, i32 } %117, 0
  store i8* %118, i8** %2, align 4
  %119 = extractvalue { i8*, i32 } %117, 1
  store i32 %119, i32* %3, align 4
  br label %120

120:                                              ; preds = %116, %112
  %121 = load i32, i32* %3, align 4
  %122 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Outer to i8*)) #6
  %123 = icmp eq i32 %121, %122
  br i1 %123, label %124, label %139

124:                                              ; preds = %120
  %125 = load i8*, i8** %2, align 4
  %126 = call i8* @__cxa_begin_catch(i8* %125) #6
  %127 = bitcast i8* %126 to %struct.Outer*
  store %struct.Outer* %127, %struct.Outer** %9, align 4
  %128 = load %struct.Outer*, %struct.Outer** %9, align 4
  %129 = getelementptr inbounds %struct.Outer, %struct.Outer* %128, i32 0, i32 0
  %130 = load i32, i32* %129, align 4
  %131 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i32 0, i32 0), i32 noundef %130)
          to label %132 unwind label %134

132:                                              ; preds = %124
  call void @__cxa_end_catch()
  br label %133

133:                                              ; preds = %132
  ret i32 0

134:                                              ; preds = %124
  %135 = landingpad { i8*, i32 }
          cleanup
  %136 = extractvalue { i8*, i32 } %135, 0
  store i8* %136, i8** %2, align 4
  %137 = extractvalue { i8*, i32 } %135, 1
  store i32 %137, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %138 unwind label %144

138:                                              ; preds = %134
  br label %139

139:                                              ; preds = %138, %120, %111, %106, %90, %60, %55, %39
  %140 = load i8*, i8** %2, align 4
  %141 = load i32, i32* %3, align 4
  %142 = insertvalue { i8*, i32 } undef, i8* %140, 0
  %143 = insertvalue { i8*, i32 } %142, i32 %141, 1
  resume { i8*, i32 } %143

144:                                              ; preds = %134, %107, %102, %56, %51
  %145 = landingpad { i8*, i32 }
          catch i8* null
  %146 = extractvalue { i8*, i32 } %145, 0
  call void @__clang_call_terminate(i8* %146) #8
  unreachable

147:                                              ; preds = %89, %38, %13
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %struct.Outer* @_ZN5OuterC2Ei(%struct.Outer* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Outer*, align 4
  %4 = alloca i32, align 4
  store %struct.Outer* %0, %struct.Outer** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Outer*, %struct.Outer** %3, align 4
  %6 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i32 0, i32 0), i32 noundef %9)
  %11 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %14, label %20

14:                                               ; preds = %2
  %15 = call i8* @__cxa_allocate_exception(i32 4) #6
  %16 = bitcast i8* %15 to %struct.Inner*
  %17 = getelementptr inbounds %struct.Inner, %struct.Inner* %16, i32 0, i32 0
  %18 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  store i32 %19, i32* %17, align 8
  call void @__cxa_throw(i8* %15, i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*), i8* null) #7
  unreachable

20:                                               ; preds = %2
  ret %struct.Outer* %5
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Outer* @_ZN5OuterD2Ev(%struct.Outer* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Outer*, align 4
  store %struct.Outer* %0, %struct.Outer** %2, align 4
  %3 = load %struct.Outer*, %struct.Outer** %2, align 4
  %4 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Outer* %3

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

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %struct.Outer* @_ZN5OuterC2ERKS_(%struct.Outer* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Outer* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Outer*, align 4
  %4 = alloca %struct.Outer*, align 4
  store %struct.Outer* %0, %struct.Outer** %3, align 4
  store %struct.Outer* %1, %struct.Outer** %4, align 4
  %5 = load %struct.Outer*, %struct.Outer** %3, align 4
  %6 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %7 = load %struct.Outer*, %struct.Outer** %4, align 4
  %8 = getelementptr inbounds %struct.Outer, %struct.Outer* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %6, align 4
  %10 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i32 0, i32 0), i32 noundef %11)
  %13 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %14 = load i32, i32* %13, align 4
  %15 = icmp eq i32 %14, 5
  br i1 %15, label %16, label %20

16:                                               ; preds = %2
  %17 = call i8* @__cxa_allocate_exception(i32 4) #6
  %18 = bitcast i8* %17 to %struct.Inner*
  %19 = getelementptr inbounds %struct.Inner, %struct.Inner* %18, i32 0, i32 0
  store i32 50, i32* %19, align 8
  call void @__cxa_throw(i8* %17, i8* bitcast ({ i8*, i8* }* @_ZTI5Inner to i8*), i8* null) #7
  unreachable

20:                                               ; preds = %2
  ret %struct.Outer* %5
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
