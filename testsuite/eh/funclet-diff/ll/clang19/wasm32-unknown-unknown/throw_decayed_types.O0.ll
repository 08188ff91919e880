; ModuleID = 'throw_decayed_types.cpp'
source_filename = "throw_decayed_types.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZTSPFivE = comdat any

$_ZTSFivE = comdat any

$_ZTIFivE = comdat any

$_ZTIPFivE = comdat any

@_ZTIPKi = external constant ptr
@_ZL5table = internal global [3 x i32] [i32 4, i32 5, i32 6], align 4
@_ZTIPi = external constant ptr
@.str = private unnamed_addr constant [31 x i8] c"array as const int*: %d %d %d\0A\00", align 1
@_ZTIPv = external constant ptr
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSPFivE = linkonce_odr constant [6 x i8] c"PFivE\00", comdat, align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global [0 x ptr]
@_ZTSFivE = linkonce_odr constant [5 x i8] c"FivE\00", comdat, align 1
@_ZTIFivE = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__function_type_infoE, i32 2), ptr @_ZTSFivE }, comdat, align 4
@_ZTIPFivE = linkonce_odr constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSPFivE, i32 0, ptr @_ZTIFivE }, comdat, align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"function pointer gives %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"wrong: function as void*\0A\00", align 1
@__const.main.word = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@_ZTIPKc = external constant ptr
@_ZTIPc = external constant ptr
@.str.3 = private unnamed_addr constant [31 x i8] c"char array as const char*: %s\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca [6 x i8], align 1
  %7 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %8 = call ptr @__cxa_allocate_exception(i32 4) #7
  store ptr @_ZL5table, ptr %8, align 16
  invoke void @__cxa_throw(ptr %8, ptr @_ZTIPi, ptr null) #4
          to label %90 unwind label %9

9:                                                ; preds = %0
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @_ZTIPKi]
  %13 = call ptr @llvm.wasm.get.exception(token %12)
  store ptr %13, ptr %2, align 4
  %14 = call i32 @llvm.wasm.get.ehselector(token %12)
  %15 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKi) #7
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %32

17:                                               ; preds = %11
  %18 = load ptr, ptr %2, align 4
  %19 = call ptr @__cxa_begin_catch(ptr %18) #7 [ "funclet"(token %12) ]
  store ptr %19, ptr %3, align 4
  %20 = load ptr, ptr %3, align 4
  %21 = getelementptr inbounds i32, ptr %20, i32 0
  %22 = load i32, ptr %21, align 4
  %23 = load ptr, ptr %3, align 4
  %24 = getelementptr inbounds i32, ptr %23, i32 1
  %25 = load i32, ptr %24, align 4
  %26 = load ptr, ptr %3, align 4
  %27 = getelementptr inbounds i32, ptr %26, i32 2
  %28 = load i32, ptr %27, align 4
  %29 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %22, i32 noundef %25, i32 noundef %28) [ "funclet"(token %12) ]
          to label %30 unwind label %82

30:                                               ; preds = %17
  call void @__cxa_end_catch() #7 [ "funclet"(token %12) ]
  catchret from %12 to label %31

31:                                               ; preds = %30
  br label %33

32:                                               ; preds = %11
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %12) ]
  unreachable

33:                                               ; preds = %31
  %34 = call ptr @__cxa_allocate_exception(i32 4) #7
  store ptr @_ZL5sevenv, ptr %34, align 16
  invoke void @__cxa_throw(ptr %34, ptr @_ZTIPFivE, ptr null) #4
          to label %90 unwind label %35

35:                                               ; preds = %33
  %36 = catchswitch within none [label %37] unwind to caller

37:                                               ; preds = %35
  %38 = catchpad within %36 [ptr @_ZTIPv, ptr @_ZTIPFivE]
  %39 = call ptr @llvm.wasm.get.exception(token %38)
  store ptr %39, ptr %2, align 4
  %40 = call i32 @llvm.wasm.get.ehselector(token %38)
  %41 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPv) #7
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %43, label %49

43:                                               ; preds = %37
  %44 = load ptr, ptr %2, align 4
  %45 = call ptr @__cxa_begin_catch(ptr %44) #7 [ "funclet"(token %38) ]
  store ptr %45, ptr %5, align 4
  %46 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2) [ "funclet"(token %38) ]
          to label %47 unwind label %86

47:                                               ; preds = %43
  call void @__cxa_end_catch() #7 [ "funclet"(token %38) ]
  catchret from %38 to label %48

48:                                               ; preds = %47
  br label %62

49:                                               ; preds = %37
  %50 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPFivE) #7
  %51 = icmp eq i32 %40, %50
  br i1 %51, label %52, label %61

52:                                               ; preds = %49
  %53 = load ptr, ptr %2, align 4
  %54 = call ptr @__cxa_begin_catch(ptr %53) #7 [ "funclet"(token %38) ]
  store ptr %54, ptr %4, align 4
  %55 = load ptr, ptr %4, align 4
  %56 = invoke noundef i32 %55() [ "funclet"(token %38) ]
          to label %57 unwind label %84

57:                                               ; preds = %52
  %58 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %56) [ "funclet"(token %38) ]
          to label %59 unwind label %84

59:                                               ; preds = %57
  call void @__cxa_end_catch() #7 [ "funclet"(token %38) ]
  catchret from %38 to label %60

60:                                               ; preds = %59
  br label %62

61:                                               ; preds = %49
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %38) ]
  unreachable

62:                                               ; preds = %48, %60
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %6, ptr align 1 @__const.main.word, i32 6, i1 false)
  %63 = call ptr @__cxa_allocate_exception(i32 4) #7
  %64 = getelementptr inbounds [6 x i8], ptr %6, i32 0, i32 0
  store ptr %64, ptr %63, align 16
  invoke void @__cxa_throw(ptr %63, ptr @_ZTIPc, ptr null) #4
          to label %90 unwind label %65

65:                                               ; preds = %62
  %66 = catchswitch within none [label %67] unwind to caller

67:                                               ; preds = %65
  %68 = catchpad within %66 [ptr @_ZTIPKc]
  %69 = call ptr @llvm.wasm.get.exception(token %68)
  store ptr %69, ptr %2, align 4
  %70 = call i32 @llvm.wasm.get.ehselector(token %68)
  %71 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #7
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %73, label %80

73:                                               ; preds = %67
  %74 = load ptr, ptr %2, align 4
  %75 = call ptr @__cxa_begin_catch(ptr %74) #7 [ "funclet"(token %68) ]
  store ptr %75, ptr %7, align 4
  %76 = load ptr, ptr %7, align 4
  %77 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %76) [ "funclet"(token %68) ]
          to label %78 unwind label %88

78:                                               ; preds = %73
  call void @__cxa_end_catch() #7 [ "funclet"(token %68) ]
  catchret from %68 to label %79

79:                                               ; preds = %78
  br label %81

80:                                               ; preds = %67
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %68) ]
  unreachable

81:                                               ; preds = %79
  ret i32 0

82:                                               ; preds = %17
  %83 = cleanuppad within %12 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %83) ]
  cleanupret from %83 unwind to caller

84:                                               ; preds = %57, %52
  %85 = cleanuppad within %38 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %85) ]
  cleanupret from %85 unwind to caller

86:                                               ; preds = %43
  %87 = cleanuppad within %38 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %87) ]
  cleanupret from %87 unwind to caller

88:                                               ; preds = %73
  %89 = cleanuppad within %68 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %89) ]
  cleanupret from %89 unwind to caller

90:                                               ; preds = %62, %33, %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5sevenv() #5 {
  ret i32 7
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #6

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { noreturn }
attributes #5 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
