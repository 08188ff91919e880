; ModuleID = 'exception_ctor_throws_free.cpp'
source_filename = "exception_ctor_throws_free.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Outer = type { i32 }
%struct.Inner = type { i32 }

$_ZN5OuterC2Ei = comdat any

$_ZN5OuterD2Ev = comdat any

$_ZN5OuterC2ERKS_ = comdat any

$_ZTS5Outer = comdat any

$_ZTI5Outer = comdat any

$_ZTS5Inner = comdat any

$_ZTI5Inner = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Outer = linkonce_odr hidden constant [7 x i8] c"5Outer\00", comdat, align 1
@_ZTI5Outer = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Outer }, comdat, align 4
@_ZTS5Inner = linkonce_odr hidden constant [7 x i8] c"5Inner\00", comdat, align 1
@_ZTI5Inner = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Inner }, comdat, align 4
@.str = private unnamed_addr constant [17 x i8] c"caught Inner %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"never: Outer\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"caught Outer %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"Outer(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"~Outer(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"Outer copy(%d)\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %struct.Outer, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %9 = call ptr @__cxa_allocate_exception(i32 4) #7
  %10 = invoke noundef ptr @_ZN5OuterC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef -1)
          to label %11 unwind label %45

11:                                               ; preds = %0
  invoke void @__cxa_throw(ptr %9, ptr @_ZTI5Outer, ptr @_ZN5OuterD2Ev) #6
          to label %119 unwind label %12

12:                                               ; preds = %11, %45
  %13 = catchswitch within none [label %14] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [ptr @_ZTI5Outer, ptr @_ZTI5Inner]
  %16 = call ptr @llvm.wasm.get.exception(token %15)
  store ptr %16, ptr %2, align 4
  %17 = call i32 @llvm.wasm.get.ehselector(token %15)
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Outer) #7
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %14
  %21 = load ptr, ptr %2, align 4
  %22 = call ptr @__cxa_begin_catch(ptr %21) #7 [ "funclet"(token %15) ]
  store ptr %22, ptr %4, align 4
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1) [ "funclet"(token %15) ]
          to label %24 unwind label %50

24:                                               ; preds = %20
  call void @__cxa_end_catch() [ "funclet"(token %15) ]
  catchret from %15 to label %25

25:                                               ; preds = %24
  br label %39

26:                                               ; preds = %14
  %27 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Inner) #7
  %28 = icmp eq i32 %17, %27
  br i1 %28, label %29, label %38

29:                                               ; preds = %26
  %30 = load ptr, ptr %2, align 4
  %31 = call ptr @__cxa_begin_catch(ptr %30) #7 [ "funclet"(token %15) ]
  store ptr %31, ptr %3, align 4
  %32 = load ptr, ptr %3, align 4
  %33 = getelementptr inbounds %struct.Inner, ptr %32, i32 0, i32 0
  %34 = load i32, ptr %33, align 4
  %35 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %34) [ "funclet"(token %15) ]
          to label %36 unwind label %47

36:                                               ; preds = %29
  call void @__cxa_end_catch() [ "funclet"(token %15) ]
  catchret from %15 to label %37

37:                                               ; preds = %36
  br label %39

38:                                               ; preds = %26
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %15) ]
  unreachable

39:                                               ; preds = %25, %37
  %40 = invoke noundef ptr @_ZN5OuterC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef 5)
          to label %41 unwind label %58

41:                                               ; preds = %39
  %42 = call ptr @__cxa_allocate_exception(i32 4) #7
  %43 = invoke noundef ptr @_ZN5OuterC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %42, ptr noundef nonnull align 4 dereferenceable(4) %5)
          to label %44 unwind label %53

44:                                               ; preds = %41
  invoke void @__cxa_throw(ptr %42, ptr @_ZTI5Outer, ptr @_ZN5OuterD2Ev) #6
          to label %119 unwind label %55

45:                                               ; preds = %0
  %46 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %9) #7 [ "funclet"(token %46) ]
  cleanupret from %46 unwind label %12

47:                                               ; preds = %29
  %48 = cleanuppad within %15 []
  invoke void @__cxa_end_catch() [ "funclet"(token %48) ]
          to label %49 unwind label %120

49:                                               ; preds = %47
  cleanupret from %48 unwind to caller

50:                                               ; preds = %20
  %51 = cleanuppad within %15 []
  invoke void @__cxa_end_catch() [ "funclet"(token %51) ]
          to label %52 unwind label %122

52:                                               ; preds = %50
  cleanupret from %51 unwind to caller

53:                                               ; preds = %41
  %54 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %42) #7 [ "funclet"(token %54) ]
  cleanupret from %54 unwind label %55

55:                                               ; preds = %44, %53
  %56 = cleanuppad within none []
  %57 = call noundef ptr @_ZN5OuterD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #7 [ "funclet"(token %56) ]
  cleanupret from %56 unwind label %58

58:                                               ; preds = %55, %39
  %59 = catchswitch within none [label %60] unwind to caller

60:                                               ; preds = %58
  %61 = catchpad within %59 [ptr @_ZTI5Outer, ptr @_ZTI5Inner]
  %62 = call ptr @llvm.wasm.get.exception(token %61)
  store ptr %62, ptr %2, align 4
  %63 = call i32 @llvm.wasm.get.ehselector(token %61)
  %64 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Outer) #7
  %65 = icmp eq i32 %63, %64
  br i1 %65, label %66, label %72

66:                                               ; preds = %60
  %67 = load ptr, ptr %2, align 4
  %68 = call ptr @__cxa_begin_catch(ptr %67) #7 [ "funclet"(token %61) ]
  store ptr %68, ptr %7, align 4
  %69 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1) [ "funclet"(token %61) ]
          to label %70 unwind label %111

70:                                               ; preds = %66
  call void @__cxa_end_catch() [ "funclet"(token %61) ]
  catchret from %61 to label %71

71:                                               ; preds = %70
  br label %85

72:                                               ; preds = %60
  %73 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Inner) #7
  %74 = icmp eq i32 %63, %73
  br i1 %74, label %75, label %84

75:                                               ; preds = %72
  %76 = load ptr, ptr %2, align 4
  %77 = call ptr @__cxa_begin_catch(ptr %76) #7 [ "funclet"(token %61) ]
  store ptr %77, ptr %6, align 4
  %78 = load ptr, ptr %6, align 4
  %79 = getelementptr inbounds %struct.Inner, ptr %78, i32 0, i32 0
  %80 = load i32, ptr %79, align 4
  %81 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %80) [ "funclet"(token %61) ]
          to label %82 unwind label %108

82:                                               ; preds = %75
  call void @__cxa_end_catch() [ "funclet"(token %61) ]
  catchret from %61 to label %83

83:                                               ; preds = %82
  br label %85

84:                                               ; preds = %72
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %61) ]
  unreachable

85:                                               ; preds = %71, %83
  %86 = call ptr @__cxa_allocate_exception(i32 4) #7
  %87 = invoke noundef ptr @_ZN5OuterC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %86, i32 noundef 2)
          to label %88 unwind label %114

88:                                               ; preds = %85
  invoke void @__cxa_throw(ptr %86, ptr @_ZTI5Outer, ptr @_ZN5OuterD2Ev) #6
          to label %119 unwind label %89

89:                                               ; preds = %88, %114
  %90 = catchswitch within none [label %91] unwind to caller

91:                                               ; preds = %89
  %92 = catchpad within %90 [ptr @_ZTI5Outer]
  %93 = call ptr @llvm.wasm.get.exception(token %92)
  store ptr %93, ptr %2, align 4
  %94 = call i32 @llvm.wasm.get.ehselector(token %92)
  %95 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Outer) #7
  %96 = icmp eq i32 %94, %95
  br i1 %96, label %97, label %106

97:                                               ; preds = %91
  %98 = load ptr, ptr %2, align 4
  %99 = call ptr @__cxa_begin_catch(ptr %98) #7 [ "funclet"(token %92) ]
  store ptr %99, ptr %8, align 4
  %100 = load ptr, ptr %8, align 4
  %101 = getelementptr inbounds %struct.Outer, ptr %100, i32 0, i32 0
  %102 = load i32, ptr %101, align 4
  %103 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %102) [ "funclet"(token %92) ]
          to label %104 unwind label %116

104:                                              ; preds = %97
  call void @__cxa_end_catch() [ "funclet"(token %92) ]
  catchret from %92 to label %105

105:                                              ; preds = %104
  br label %107

106:                                              ; preds = %91
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %92) ]
  unreachable

107:                                              ; preds = %105
  ret i32 0

108:                                              ; preds = %75
  %109 = cleanuppad within %61 []
  invoke void @__cxa_end_catch() [ "funclet"(token %109) ]
          to label %110 unwind label %124

110:                                              ; preds = %108
  cleanupret from %109 unwind to caller

111:                                              ; preds = %66
  %112 = cleanuppad within %61 []
  invoke void @__cxa_end_catch() [ "funclet"(token %112) ]
          to label %113 unwind label %126

113:                                              ; preds = %111
  cleanupret from %112 unwind to caller

114:                                              ; preds = %85
  %115 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %86) #7 [ "funclet"(token %115) ]
  cleanupret from %115 unwind label %89

116:                                              ; preds = %97
  %117 = cleanuppad within %92 []
  invoke void @__cxa_end_catch() [ "funclet"(token %117) ]
          to label %118 unwind label %128

118:                                              ; preds = %116
  cleanupret from %117 unwind to caller

119:                                              ; preds = %88, %44, %11
  unreachable

120:                                              ; preds = %47
  %121 = cleanuppad within %48 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %121) ]
  unreachable

122:                                              ; preds = %50
  %123 = cleanuppad within %51 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %123) ]
  unreachable

124:                                              ; preds = %108
  %125 = cleanuppad within %109 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %125) ]
  unreachable

126:                                              ; preds = %111
  %127 = cleanuppad within %112 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %127) ]
  unreachable

128:                                              ; preds = %116
  %129 = cleanuppad within %117 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %129) ]
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN5OuterC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %9)
  %11 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %2
  %15 = call ptr @__cxa_allocate_exception(i32 4) #7
  %16 = getelementptr inbounds %struct.Inner, ptr %15, i32 0, i32 0
  %17 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %16, align 16
  call void @__cxa_throw(ptr %15, ptr @_ZTI5Inner, ptr null) #6
  unreachable

19:                                               ; preds = %2
  ret ptr %5
}

declare i32 @__gxx_wasm_personality_v0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5OuterD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #5

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN5OuterC2ERKS_(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %struct.Outer, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %6, align 4
  %10 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %11)
  %13 = getelementptr inbounds %struct.Outer, ptr %5, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  %15 = icmp eq i32 %14, 5
  br i1 %15, label %16, label %19

16:                                               ; preds = %2
  %17 = call ptr @__cxa_allocate_exception(i32 4) #7
  %18 = getelementptr inbounds %struct.Inner, ptr %17, i32 0, i32 0
  store i32 50, ptr %18, align 16
  call void @__cxa_throw(ptr %17, ptr @_ZTI5Inner, ptr null) #6
  unreachable

19:                                               ; preds = %2
  ret ptr %5
}

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { noreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
