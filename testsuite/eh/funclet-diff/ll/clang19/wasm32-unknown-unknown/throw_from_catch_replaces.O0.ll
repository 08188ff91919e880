; ModuleID = 'throw_from_catch_replaces.cpp'
source_filename = "throw_from_catch_replaces.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.E = type { i32 }
%struct.Guard = type { i8 }

$_ZN1EC2Ei = comdat any

$_ZN1ED2Ev = comdat any

$_ZN5GuardD2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1E }, comdat, align 4
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [22 x i8] c"caught translated %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"wrong: int\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"translating %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"~Guard\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL9translatev()
          to label %75 unwind label %7

7:                                                ; preds = %0
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [ptr @_ZTI1E]
  %11 = call ptr @llvm.wasm.get.exception(token %10)
  store ptr %11, ptr %2, align 4
  %12 = call i32 @llvm.wasm.get.ehselector(token %10)
  %13 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #7
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %24

15:                                               ; preds = %9
  %16 = load ptr, ptr %2, align 4
  %17 = call ptr @__cxa_begin_catch(ptr %16) #7 [ "funclet"(token %10) ]
  store ptr %17, ptr %3, align 4
  %18 = load ptr, ptr %3, align 4
  %19 = getelementptr inbounds %struct.E, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %19, align 4
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %20) [ "funclet"(token %10) ]
          to label %22 unwind label %76

22:                                               ; preds = %15
  call void @__cxa_end_catch() [ "funclet"(token %10) ]
  catchret from %10 to label %23

23:                                               ; preds = %22
  br label %25

24:                                               ; preds = %9
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %10) ]
  unreachable

25:                                               ; preds = %23, %75
  %26 = call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 5, ptr %26, align 16
  invoke void @__cxa_throw(ptr %26, ptr @_ZTIi, ptr null) #5
          to label %88 unwind label %27

27:                                               ; preds = %25
  %28 = catchswitch within none [label %29] unwind label %45

29:                                               ; preds = %27
  %30 = catchpad within %28 [ptr @_ZTIi]
  %31 = call ptr @llvm.wasm.get.exception(token %30)
  store ptr %31, ptr %2, align 4
  %32 = call i32 @llvm.wasm.get.ehselector(token %30)
  %33 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %44

35:                                               ; preds = %29
  %36 = load ptr, ptr %2, align 4
  %37 = call ptr @__cxa_begin_catch(ptr %36) #7 [ "funclet"(token %30) ]
  %38 = load i32, ptr %37, align 4
  store i32 %38, ptr %4, align 4
  %39 = call ptr @__cxa_allocate_exception(i32 4) #7 [ "funclet"(token %30) ]
  %40 = load i32, ptr %4, align 4
  %41 = mul nsw i32 %40, 2
  %42 = invoke noundef ptr @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %39, i32 noundef %41) [ "funclet"(token %30) ]
          to label %43 unwind label %79

43:                                               ; preds = %35
  invoke void @__cxa_throw(ptr %39, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #5 [ "funclet"(token %30) ]
          to label %88 unwind label %81

44:                                               ; preds = %29
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %30) ]
          to label %88 unwind label %45

45:                                               ; preds = %44, %81, %27
  %46 = catchswitch within none [label %47] unwind to caller

47:                                               ; preds = %45
  %48 = catchpad within %46 [ptr @_ZTIi, ptr @_ZTI1E]
  %49 = call ptr @llvm.wasm.get.exception(token %48)
  store ptr %49, ptr %2, align 4
  %50 = call i32 @llvm.wasm.get.ehselector(token %48)
  %51 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %60

53:                                               ; preds = %47
  %54 = load ptr, ptr %2, align 4
  %55 = call ptr @__cxa_begin_catch(ptr %54) #7 [ "funclet"(token %48) ]
  %56 = load i32, ptr %55, align 4
  store i32 %56, ptr %6, align 4
  %57 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2) [ "funclet"(token %48) ]
          to label %58 unwind label %86

58:                                               ; preds = %53
  call void @__cxa_end_catch() #7 [ "funclet"(token %48) ]
  catchret from %48 to label %59

59:                                               ; preds = %58
  br label %73

60:                                               ; preds = %47
  %61 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #7
  %62 = icmp eq i32 %50, %61
  br i1 %62, label %63, label %72

63:                                               ; preds = %60
  %64 = load ptr, ptr %2, align 4
  %65 = call ptr @__cxa_begin_catch(ptr %64) #7 [ "funclet"(token %48) ]
  store ptr %65, ptr %5, align 4
  %66 = load ptr, ptr %5, align 4
  %67 = getelementptr inbounds %struct.E, ptr %66, i32 0, i32 0
  %68 = load i32, ptr %67, align 4
  %69 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %68) [ "funclet"(token %48) ]
          to label %70 unwind label %83

70:                                               ; preds = %63
  call void @__cxa_end_catch() [ "funclet"(token %48) ]
  catchret from %48 to label %71

71:                                               ; preds = %70
  br label %73

72:                                               ; preds = %60
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %48) ]
  unreachable

73:                                               ; preds = %59, %71, %74
  ret i32 0

74:                                               ; No predecessors!
  br label %73

75:                                               ; preds = %0
  br label %25

76:                                               ; preds = %15
  %77 = cleanuppad within %10 []
  invoke void @__cxa_end_catch() [ "funclet"(token %77) ]
          to label %78 unwind label %89

78:                                               ; preds = %76
  cleanupret from %77 unwind to caller

79:                                               ; preds = %35
  %80 = cleanuppad within %30 []
  call void @__cxa_free_exception(ptr %39) #7 [ "funclet"(token %80) ]
  cleanupret from %80 unwind label %81

81:                                               ; preds = %43, %79
  %82 = cleanuppad within %30 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %82) ]
  cleanupret from %82 unwind label %45

83:                                               ; preds = %63
  %84 = cleanuppad within %48 []
  invoke void @__cxa_end_catch() [ "funclet"(token %84) ]
          to label %85 unwind label %91

85:                                               ; preds = %83
  cleanupret from %84 unwind to caller

86:                                               ; preds = %53
  %87 = cleanuppad within %48 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %87) ]
  cleanupret from %87 unwind to caller

88:                                               ; preds = %44, %43, %25
  unreachable

89:                                               ; preds = %76
  %90 = cleanuppad within %77 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %90) ]
  unreachable

91:                                               ; preds = %83
  %92 = cleanuppad within %84 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %92) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL9translatev() #1 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca ptr, align 4
  %2 = alloca ptr, align 4
  %3 = alloca %struct.Guard, align 1
  %4 = call ptr @__cxa_allocate_exception(i32 4) #7
  %5 = invoke noundef ptr @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 1)
          to label %6 unwind label %32

6:                                                ; preds = %0
  invoke void @__cxa_throw(ptr %4, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #5
          to label %42 unwind label %7

7:                                                ; preds = %6, %32
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [ptr @_ZTI1E]
  %11 = call ptr @llvm.wasm.get.exception(token %10)
  store ptr %11, ptr %1, align 4
  %12 = call i32 @llvm.wasm.get.ehselector(token %10)
  %13 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #7
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %30

15:                                               ; preds = %9
  %16 = load ptr, ptr %1, align 4
  %17 = call ptr @__cxa_begin_catch(ptr %16) #7 [ "funclet"(token %10) ]
  store ptr %17, ptr %2, align 4
  %18 = load ptr, ptr %2, align 4
  %19 = getelementptr inbounds %struct.E, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %19, align 4
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %20) [ "funclet"(token %10) ]
          to label %22 unwind label %36

22:                                               ; preds = %15
  %23 = call ptr @__cxa_allocate_exception(i32 4) #7 [ "funclet"(token %10) ]
  %24 = load ptr, ptr %2, align 4
  %25 = getelementptr inbounds %struct.E, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %25, align 4
  %27 = add nsw i32 %26, 1
  %28 = invoke noundef ptr @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %23, i32 noundef %27) [ "funclet"(token %10) ]
          to label %29 unwind label %34

29:                                               ; preds = %22
  invoke void @__cxa_throw(ptr %23, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #5 [ "funclet"(token %10) ]
          to label %42 unwind label %36

30:                                               ; preds = %9
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %10) ]
  unreachable

31:                                               ; No predecessors!
  ret void

32:                                               ; preds = %0
  %33 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %4) #7 [ "funclet"(token %33) ]
  cleanupret from %33 unwind label %7

34:                                               ; preds = %22
  %35 = cleanuppad within %10 []
  call void @__cxa_free_exception(ptr %23) #7 [ "funclet"(token %35) ]
  cleanupret from %35 unwind label %36

36:                                               ; preds = %29, %34, %15
  %37 = cleanuppad within %10 []
  %38 = call noundef ptr @_ZN5GuardD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #7 [ "funclet"(token %37) ]
  cleanupret from %37 unwind label %39

39:                                               ; preds = %36
  %40 = cleanuppad within %10 []
  invoke void @__cxa_end_catch() [ "funclet"(token %40) ]
          to label %41 unwind label %43

41:                                               ; preds = %39
  cleanupret from %40 unwind to caller

42:                                               ; preds = %29, %6
  unreachable

43:                                               ; preds = %39
  %44 = cleanuppad within %40 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %44) ]
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN1EC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %9)
  ret ptr %5
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1ED2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5GuardD2Ev(ptr noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #6 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4)
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret ptr %3

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %7) ]
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
