; ModuleID = 'catch_all_ellipsis.cpp'
source_filename = "catch_all_ellipsis.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Obj = type { i32 }

$_ZN3ObjC2Ei = comdat any

$_ZN3ObjD2Ev = comdat any

$_ZTS3Obj = comdat any

$_ZTI3Obj = comdat any

@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Obj = linkonce_odr hidden constant [5 x i8] c"3Obj\00", comdat, align 1
@_ZTI3Obj = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS3Obj }, comdat, align 4
@.str = private unnamed_addr constant [23 x i8] c"%d: inner catch (...)\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"%d: outer catch (...)\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"%d: outer Obj %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"%d: outer double %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"%d: outer int %d\0A\00", align 1
@_ZZL7throweriE1x = internal global i32 4, align 4
@_ZTIPi = external constant ptr
@.str.5 = private unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %7

7:                                                ; preds = %46, %0
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %94

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4
  invoke void @_ZL7throweri(i32 noundef %11)
          to label %24 unwind label %12

12:                                               ; preds = %10
  %13 = catchswitch within none [label %14] unwind label %28

14:                                               ; preds = %12
  %15 = catchpad within %13 [ptr null]
  %16 = call ptr @llvm.wasm.get.exception(token %15)
  store ptr %16, ptr %3, align 4
  %17 = call i32 @llvm.wasm.get.ehselector(token %15)
  br label %18

18:                                               ; preds = %14
  %19 = load ptr, ptr %3, align 4
  %20 = call ptr @__cxa_begin_catch(ptr %19) #6 [ "funclet"(token %15) ]
  %21 = load i32, ptr %2, align 4
  %22 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %21) [ "funclet"(token %15) ]
          to label %23 unwind label %25

23:                                               ; preds = %18
  invoke void @__cxa_rethrow() #7 [ "funclet"(token %15) ]
          to label %95 unwind label %25

24:                                               ; preds = %10
  br label %83

25:                                               ; preds = %23, %18
  %26 = cleanuppad within %15 []
  invoke void @__cxa_end_catch() [ "funclet"(token %26) ]
          to label %27 unwind label %96

27:                                               ; preds = %25
  cleanupret from %26 unwind label %28

28:                                               ; preds = %27, %12
  %29 = catchswitch within none [label %30] unwind to caller

30:                                               ; preds = %28
  %31 = catchpad within %29 [ptr @_ZTIi, ptr @_ZTId, ptr @_ZTI3Obj, ptr null]
  %32 = call ptr @llvm.wasm.get.exception(token %31)
  store ptr %32, ptr %3, align 4
  %33 = call i32 @llvm.wasm.get.ehselector(token %31)
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %49

36:                                               ; preds = %30
  %37 = load ptr, ptr %3, align 4
  %38 = call ptr @__cxa_begin_catch(ptr %37) #6 [ "funclet"(token %31) ]
  %39 = load i32, ptr %38, align 4
  store i32 %39, ptr %6, align 4
  %40 = load i32, ptr %2, align 4
  %41 = load i32, ptr %6, align 4
  %42 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %40, i32 noundef %41) [ "funclet"(token %31) ]
          to label %43 unwind label %92

43:                                               ; preds = %36
  call void @__cxa_end_catch() #6 [ "funclet"(token %31) ]
  catchret from %31 to label %44

44:                                               ; preds = %43
  br label %45

45:                                               ; preds = %44, %62, %75, %82, %83
  br label %46

46:                                               ; preds = %45
  %47 = load i32, ptr %2, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %2, align 4
  br label %7, !llvm.loop !2

49:                                               ; preds = %30
  %50 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #6
  %51 = icmp eq i32 %33, %50
  br i1 %51, label %52, label %63

52:                                               ; preds = %49
  %53 = load ptr, ptr %3, align 4
  %54 = call ptr @__cxa_begin_catch(ptr %53) #6 [ "funclet"(token %31) ]
  %55 = load double, ptr %54, align 8
  store double %55, ptr %5, align 8
  %56 = load i32, ptr %2, align 4
  %57 = load double, ptr %5, align 8
  %58 = fmul double %57, 1.000000e+01
  %59 = fptosi double %58 to i32
  %60 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %56, i32 noundef %59) [ "funclet"(token %31) ]
          to label %61 unwind label %90

61:                                               ; preds = %52
  call void @__cxa_end_catch() #6 [ "funclet"(token %31) ]
  catchret from %31 to label %62

62:                                               ; preds = %61
  br label %45

63:                                               ; preds = %49
  %64 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Obj) #6
  %65 = icmp eq i32 %33, %64
  br i1 %65, label %66, label %76

66:                                               ; preds = %63
  %67 = load ptr, ptr %3, align 4
  %68 = call ptr @__cxa_begin_catch(ptr %67) #6 [ "funclet"(token %31) ]
  store ptr %68, ptr %4, align 4
  %69 = load i32, ptr %2, align 4
  %70 = load ptr, ptr %4, align 4
  %71 = getelementptr inbounds %struct.Obj, ptr %70, i32 0, i32 0
  %72 = load i32, ptr %71, align 4
  %73 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %69, i32 noundef %72) [ "funclet"(token %31) ]
          to label %74 unwind label %87

74:                                               ; preds = %66
  call void @__cxa_end_catch() [ "funclet"(token %31) ]
  catchret from %31 to label %75

75:                                               ; preds = %74
  br label %45

76:                                               ; preds = %63
  %77 = load ptr, ptr %3, align 4
  %78 = call ptr @__cxa_begin_catch(ptr %77) #6 [ "funclet"(token %31) ]
  %79 = load i32, ptr %2, align 4
  %80 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %79) [ "funclet"(token %31) ]
          to label %81 unwind label %84

81:                                               ; preds = %76
  call void @__cxa_end_catch() [ "funclet"(token %31) ]
  catchret from %31 to label %82

82:                                               ; preds = %81
  br label %45

83:                                               ; preds = %24
  br label %45

84:                                               ; preds = %76
  %85 = cleanuppad within %31 []
  invoke void @__cxa_end_catch() [ "funclet"(token %85) ]
          to label %86 unwind label %98

86:                                               ; preds = %84
  cleanupret from %85 unwind to caller

87:                                               ; preds = %66
  %88 = cleanuppad within %31 []
  invoke void @__cxa_end_catch() [ "funclet"(token %88) ]
          to label %89 unwind label %100

89:                                               ; preds = %87
  cleanupret from %88 unwind to caller

90:                                               ; preds = %52
  %91 = cleanuppad within %31 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %91) ]
  cleanupret from %91 unwind to caller

92:                                               ; preds = %36
  %93 = cleanuppad within %31 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %93) ]
  cleanupret from %93 unwind to caller

94:                                               ; preds = %7
  ret i32 0

95:                                               ; preds = %23
  unreachable

96:                                               ; preds = %25
  %97 = cleanuppad within %26 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %97) ]
  unreachable

98:                                               ; preds = %84
  %99 = cleanuppad within %85 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %99) ]
  unreachable

100:                                              ; preds = %87
  %101 = cleanuppad within %88 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %101) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 17, ptr %6, align 16
  call void @__cxa_throw(ptr %6, ptr @_ZTIi, ptr null) #7
  unreachable

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = icmp eq i32 %8, 1
  br i1 %9, label %10, label %12

10:                                               ; preds = %7
  %11 = call ptr @__cxa_allocate_exception(i32 8) #6
  store double 2.500000e+00, ptr %11, align 16
  call void @__cxa_throw(ptr %11, ptr @_ZTId, ptr null) #7
  unreachable

12:                                               ; preds = %7
  %13 = load i32, ptr %2, align 4
  %14 = icmp eq i32 %13, 2
  br i1 %14, label %15, label %21

15:                                               ; preds = %12
  %16 = call ptr @__cxa_allocate_exception(i32 4) #6
  %17 = invoke noundef ptr @_ZN3ObjC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %16, i32 noundef 3)
          to label %18 unwind label %19

18:                                               ; preds = %15
  call void @__cxa_throw(ptr %16, ptr @_ZTI3Obj, ptr @_ZN3ObjD2Ev) #7
  unreachable

19:                                               ; preds = %15
  %20 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %16) #6 [ "funclet"(token %20) ]
  cleanupret from %20 unwind to caller

21:                                               ; preds = %12
  %22 = call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @_ZZL7throweriE1x, ptr %22, align 16
  call void @__cxa_throw(ptr %22, ptr @_ZTIPi, ptr null) #7
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

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN3ObjC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %9)
  ret ptr %5
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN3ObjD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 0
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

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
