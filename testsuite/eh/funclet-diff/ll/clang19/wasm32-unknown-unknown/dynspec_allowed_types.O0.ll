; ModuleID = 'dynspec_allowed_types.cpp'
source_filename = "dynspec_allowed_types.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Derived = type { %struct.Base }
%struct.Base = type { i32 }

$_ZTS7Derived = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTI7Derived = comdat any

$_ZTSP4Base = comdat any

$_ZTIP4Base = comdat any

$_ZTSP7Derived = comdat any

$_ZTIP7Derived = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7Derived = linkonce_odr hidden constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTI7Derived = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7Derived, ptr @_ZTI4Base }, comdat, align 4
@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP4Base = linkonce_odr hidden constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTIP4Base = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP4Base, i32 0, ptr @_ZTI4Base }, comdat, align 4
@.str = private unnamed_addr constant [14 x i8] c"%d: Base* %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"%d: Base %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%d: Derived %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"quiet %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"never: unexpected\0A\00", align 1
@_ZL3g_d = internal global %struct.Derived zeroinitializer, align 4
@_ZTSP7Derived = linkonce_odr hidden constant [10 x i8] c"P7Derived\00", comdat, align 1
@_ZTIP7Derived = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP7Derived, i32 0, ptr @_ZTI7Derived }, comdat, align 4

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %8 = call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef @_ZL13never_handlerv) #9
  store i32 0, ptr %2, align 4
  br label %9

9:                                                ; preds = %72, %0
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %10, 4
  br i1 %11, label %12, label %86

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4
  invoke void @_ZL4speci(i32 noundef %13)
          to label %75 unwind label %14

14:                                               ; preds = %12
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [ptr @_ZTI7Derived, ptr @_ZTI4Base, ptr @_ZTIi, ptr @_ZTIP4Base]
  %18 = call ptr @llvm.wasm.get.exception(token %17)
  store ptr %18, ptr %3, align 4
  %19 = call i32 @llvm.wasm.get.ehselector(token %17)
  %20 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Derived) #9
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %32

22:                                               ; preds = %16
  %23 = load ptr, ptr %3, align 4
  %24 = call ptr @__cxa_begin_catch(ptr %23) #9 [ "funclet"(token %17) ]
  store ptr %24, ptr %7, align 4
  %25 = load i32, ptr %2, align 4
  %26 = load ptr, ptr %7, align 4
  %27 = getelementptr inbounds %struct.Base, ptr %26, i32 0, i32 0
  %28 = load i32, ptr %27, align 4
  %29 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %25, i32 noundef %28) [ "funclet"(token %17) ]
          to label %30 unwind label %83

30:                                               ; preds = %22
  call void @__cxa_end_catch() [ "funclet"(token %17) ]
  catchret from %17 to label %31

31:                                               ; preds = %30
  br label %71

32:                                               ; preds = %16
  %33 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #9
  %34 = icmp eq i32 %19, %33
  br i1 %34, label %35, label %45

35:                                               ; preds = %32
  %36 = load ptr, ptr %3, align 4
  %37 = call ptr @__cxa_begin_catch(ptr %36) #9 [ "funclet"(token %17) ]
  store ptr %37, ptr %6, align 4
  %38 = load i32, ptr %2, align 4
  %39 = load ptr, ptr %6, align 4
  %40 = getelementptr inbounds %struct.Base, ptr %39, i32 0, i32 0
  %41 = load i32, ptr %40, align 4
  %42 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %38, i32 noundef %41) [ "funclet"(token %17) ]
          to label %43 unwind label %80

43:                                               ; preds = %35
  call void @__cxa_end_catch() [ "funclet"(token %17) ]
  catchret from %17 to label %44

44:                                               ; preds = %43
  br label %71

45:                                               ; preds = %32
  %46 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9
  %47 = icmp eq i32 %19, %46
  br i1 %47, label %48, label %57

48:                                               ; preds = %45
  %49 = load ptr, ptr %3, align 4
  %50 = call ptr @__cxa_begin_catch(ptr %49) #9 [ "funclet"(token %17) ]
  %51 = load i32, ptr %50, align 4
  store i32 %51, ptr %5, align 4
  %52 = load i32, ptr %2, align 4
  %53 = load i32, ptr %5, align 4
  %54 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %52, i32 noundef %53) [ "funclet"(token %17) ]
          to label %55 unwind label %78

55:                                               ; preds = %48
  call void @__cxa_end_catch() #9 [ "funclet"(token %17) ]
  catchret from %17 to label %56

56:                                               ; preds = %55
  br label %71

57:                                               ; preds = %45
  %58 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP4Base) #9
  %59 = icmp eq i32 %19, %58
  br i1 %59, label %60, label %70

60:                                               ; preds = %57
  %61 = load ptr, ptr %3, align 4
  %62 = call ptr @__cxa_begin_catch(ptr %61) #9 [ "funclet"(token %17) ]
  store ptr %62, ptr %4, align 4
  %63 = load i32, ptr %2, align 4
  %64 = load ptr, ptr %4, align 4
  %65 = getelementptr inbounds %struct.Base, ptr %64, i32 0, i32 0
  %66 = load i32, ptr %65, align 4
  %67 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %63, i32 noundef %66) [ "funclet"(token %17) ]
          to label %68 unwind label %76

68:                                               ; preds = %60
  call void @__cxa_end_catch() #9 [ "funclet"(token %17) ]
  catchret from %17 to label %69

69:                                               ; preds = %68
  br label %71

70:                                               ; preds = %57
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %17) ]
  unreachable

71:                                               ; preds = %31, %44, %56, %69, %75
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %2, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %2, align 4
  br label %9, !llvm.loop !2

75:                                               ; preds = %12
  br label %71

76:                                               ; preds = %60
  %77 = cleanuppad within %17 []
  call void @__cxa_end_catch() #9 [ "funclet"(token %77) ]
  cleanupret from %77 unwind to caller

78:                                               ; preds = %48
  %79 = cleanuppad within %17 []
  call void @__cxa_end_catch() #9 [ "funclet"(token %79) ]
  cleanupret from %79 unwind to caller

80:                                               ; preds = %35
  %81 = cleanuppad within %17 []
  invoke void @__cxa_end_catch() [ "funclet"(token %81) ]
          to label %82 unwind label %91

82:                                               ; preds = %80
  cleanupret from %81 unwind to caller

83:                                               ; preds = %22
  %84 = cleanuppad within %17 []
  invoke void @__cxa_end_catch() [ "funclet"(token %84) ]
          to label %85 unwind label %93

85:                                               ; preds = %83
  cleanupret from %84 unwind to caller

86:                                               ; preds = %9
  %87 = call noundef i32 @_ZL5quieti(i32 noundef 0) #9
  %88 = call noundef i32 @_ZL5quieti(i32 noundef 3) #9
  %89 = add nsw i32 %87, %88
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %89)
  ret i32 0

91:                                               ; preds = %80
  %92 = cleanuppad within %81 []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %92) ]
  unreachable

93:                                               ; preds = %83
  %94 = cleanuppad within %84 []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %94) ]
  unreachable
}

; Function Attrs: nounwind
declare noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL13never_handlerv() #2 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  call void @__cxa_rethrow() #6
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL4speci(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Derived, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = call ptr @__cxa_allocate_exception(i32 4) #9
  %8 = getelementptr inbounds %struct.Base, ptr %7, i32 0, i32 0
  store i32 10, ptr %8, align 16
  call void @__cxa_throw(ptr %7, ptr @_ZTI4Base, ptr null) #6
  unreachable

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4
  %11 = icmp eq i32 %10, 1
  br i1 %11, label %12, label %15

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 0
  store i32 11, ptr %13, align 4
  %14 = call ptr @__cxa_allocate_exception(i32 4) #9
  call void @llvm.memcpy.p0.p0.i32(ptr align 16 %14, ptr align 4 %3, i32 4, i1 false)
  call void @__cxa_throw(ptr %14, ptr @_ZTI7Derived, ptr null) #6
  unreachable

15:                                               ; preds = %9
  %16 = load i32, ptr %2, align 4
  %17 = icmp eq i32 %16, 2
  br i1 %17, label %18, label %20

18:                                               ; preds = %15
  %19 = call ptr @__cxa_allocate_exception(i32 4) #9
  store i32 12, ptr %19, align 16
  call void @__cxa_throw(ptr %19, ptr @_ZTIi, ptr null) #6
  unreachable

20:                                               ; preds = %15
  store i32 13, ptr @_ZL3g_d, align 4
  %21 = call ptr @__cxa_allocate_exception(i32 4) #9
  store ptr @_ZL3g_d, ptr %21, align 16
  call void @__cxa_throw(ptr %21, ptr @_ZTIP7Derived, ptr null) #6
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

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

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5quieti(i32 noundef %0) #7 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  invoke void @_ZL4speci(i32 noundef %5)
          to label %16 unwind label %6

6:                                                ; preds = %1
  %7 = catchswitch within none [label %8] unwind label %22

8:                                                ; preds = %6
  %9 = catchpad within %7 [ptr null]
  %10 = call ptr @llvm.wasm.get.exception(token %9)
  store ptr %10, ptr %4, align 4
  %11 = call i32 @llvm.wasm.get.ehselector(token %9)
  br label %12

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 4
  %14 = call ptr @__cxa_begin_catch(ptr %13) #9 [ "funclet"(token %9) ]
  %15 = load i32, ptr %3, align 4
  store i32 %15, ptr %2, align 4
  invoke void @__cxa_end_catch() [ "funclet"(token %9) ]
          to label %17 unwind label %22

16:                                               ; preds = %1
  br label %19

17:                                               ; preds = %12
  catchret from %9 to label %18

18:                                               ; preds = %17
  br label %20

19:                                               ; preds = %16
  store i32 -1, ptr %2, align 4
  br label %20

20:                                               ; preds = %19, %18
  %21 = load i32, ptr %2, align 4
  ret i32 %21

22:                                               ; preds = %12, %6
  %23 = cleanuppad within none []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %23) ]
  unreachable
}

declare void @__cxa_rethrow()

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #8

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { noreturn }
attributes #7 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
