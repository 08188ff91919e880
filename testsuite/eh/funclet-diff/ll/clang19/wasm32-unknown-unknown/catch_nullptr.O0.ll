; ModuleID = 'catch_nullptr.cpp'
source_filename = "catch_nullptr.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZTSP1S = comdat any

$_ZTS1S = comdat any

$_ZTI1S = comdat any

$_ZTIP1S = comdat any

$_ZTSM1Si = comdat any

$_ZTIM1Si = comdat any

@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP1S = linkonce_odr hidden constant [4 x i8] c"P1S\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1S = linkonce_odr hidden constant [3 x i8] c"1S\00", comdat, align 1
@_ZTI1S = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1S }, comdat, align 4
@_ZTIP1S = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1S, i32 0, ptr @_ZTI1S }, comdat, align 4
@_ZTIDn = external constant ptr
@.str = private unnamed_addr constant [12 x i8] c"S* null=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"wrong: int\0A\00", align 1
@_ZTVN10__cxxabiv129__pointer_to_member_type_infoE = external global [0 x ptr]
@_ZTSM1Si = linkonce_odr hidden constant [5 x i8] c"M1Si\00", comdat, align 1
@_ZTIM1Si = linkonce_odr hidden constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2), ptr @_ZTSM1Si, i32 0, ptr @_ZTIi, ptr @_ZTI1S }, comdat, align 4
@.str.2 = private unnamed_addr constant [18 x i8] c"int S::* null=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"nullptr_t\0A\00", align 1
@_ZTIPKi = external constant ptr
@_ZTIPi = external constant ptr
@.str.4 = private unnamed_addr constant [20 x i8] c"const int* null=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"wrong: nullptr_t\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %9 = call ptr @__cxa_allocate_exception(i32 4) #5
  store ptr null, ptr %9, align 16
  invoke void @__cxa_throw(ptr %9, ptr @_ZTIDn, ptr null) #4
          to label %118 unwind label %10

10:                                               ; preds = %0
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @_ZTIi, ptr @_ZTIP1S]
  %14 = call ptr @llvm.wasm.get.exception(token %13)
  store ptr %14, ptr %2, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #5
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %25

18:                                               ; preds = %12
  %19 = load ptr, ptr %2, align 4
  %20 = call ptr @__cxa_begin_catch(ptr %19) #5 [ "funclet"(token %13) ]
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %4, align 4
  %22 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1) [ "funclet"(token %13) ]
          to label %23 unwind label %108

23:                                               ; preds = %18
  call void @__cxa_end_catch() #5 [ "funclet"(token %13) ]
  catchret from %13 to label %24

24:                                               ; preds = %23
  br label %38

25:                                               ; preds = %12
  %26 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP1S) #5
  %27 = icmp eq i32 %15, %26
  br i1 %27, label %28, label %37

28:                                               ; preds = %25
  %29 = load ptr, ptr %2, align 4
  %30 = call ptr @__cxa_begin_catch(ptr %29) #5 [ "funclet"(token %13) ]
  store ptr %30, ptr %3, align 4
  %31 = load ptr, ptr %3, align 4
  %32 = icmp eq ptr %31, null
  %33 = zext i1 %32 to i32
  %34 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %33) [ "funclet"(token %13) ]
          to label %35 unwind label %106

35:                                               ; preds = %28
  call void @__cxa_end_catch() #5 [ "funclet"(token %13) ]
  catchret from %13 to label %36

36:                                               ; preds = %35
  br label %38

37:                                               ; preds = %25
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %13) ]
  unreachable

38:                                               ; preds = %24, %36
  %39 = call ptr @__cxa_allocate_exception(i32 4) #5
  store ptr null, ptr %39, align 16
  invoke void @__cxa_throw(ptr %39, ptr @_ZTIDn, ptr null) #4
          to label %118 unwind label %40

40:                                               ; preds = %38
  %41 = catchswitch within none [label %42] unwind to caller

42:                                               ; preds = %40
  %43 = catchpad within %41 [ptr @_ZTIM1Si]
  %44 = call ptr @llvm.wasm.get.exception(token %43)
  store ptr %44, ptr %2, align 4
  %45 = call i32 @llvm.wasm.get.ehselector(token %43)
  %46 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIM1Si) #5
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %48, label %58

48:                                               ; preds = %42
  %49 = load ptr, ptr %2, align 4
  %50 = call ptr @__cxa_begin_catch(ptr %49) #5 [ "funclet"(token %43) ]
  %51 = load i32, ptr %50, align 4
  store i32 %51, ptr %5, align 4
  %52 = load i32, ptr %5, align 4
  %53 = icmp eq i32 %52, -1
  %54 = zext i1 %53 to i32
  %55 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %54) [ "funclet"(token %43) ]
          to label %56 unwind label %110

56:                                               ; preds = %48
  call void @__cxa_end_catch() #5 [ "funclet"(token %43) ]
  catchret from %43 to label %57

57:                                               ; preds = %56
  br label %59

58:                                               ; preds = %42
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %43) ]
  unreachable

59:                                               ; preds = %57
  %60 = call ptr @__cxa_allocate_exception(i32 4) #5
  store ptr null, ptr %60, align 16
  invoke void @__cxa_throw(ptr %60, ptr @_ZTIDn, ptr null) #4
          to label %118 unwind label %61

61:                                               ; preds = %59
  %62 = catchswitch within none [label %63] unwind to caller

63:                                               ; preds = %61
  %64 = catchpad within %62 [ptr @_ZTIDn]
  %65 = call ptr @llvm.wasm.get.exception(token %64)
  store ptr %65, ptr %2, align 4
  %66 = call i32 @llvm.wasm.get.ehselector(token %64)
  %67 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIDn) #5
  %68 = icmp eq i32 %66, %67
  br i1 %68, label %69, label %75

69:                                               ; preds = %63
  %70 = load ptr, ptr %2, align 4
  %71 = call ptr @__cxa_begin_catch(ptr %70) #5 [ "funclet"(token %64) ]
  store ptr %71, ptr %6, align 4
  %72 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3) [ "funclet"(token %64) ]
          to label %73 unwind label %112

73:                                               ; preds = %69
  call void @__cxa_end_catch() #5 [ "funclet"(token %64) ]
  catchret from %64 to label %74

74:                                               ; preds = %73
  br label %76

75:                                               ; preds = %63
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %64) ]
  unreachable

76:                                               ; preds = %74
  %77 = call ptr @__cxa_allocate_exception(i32 4) #5
  store ptr null, ptr %77, align 16
  invoke void @__cxa_throw(ptr %77, ptr @_ZTIPi, ptr null) #4
          to label %118 unwind label %78

78:                                               ; preds = %76
  %79 = catchswitch within none [label %80] unwind to caller

80:                                               ; preds = %78
  %81 = catchpad within %79 [ptr @_ZTIDn, ptr @_ZTIPKi]
  %82 = call ptr @llvm.wasm.get.exception(token %81)
  store ptr %82, ptr %2, align 4
  %83 = call i32 @llvm.wasm.get.ehselector(token %81)
  %84 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIDn) #5
  %85 = icmp eq i32 %83, %84
  br i1 %85, label %86, label %92

86:                                               ; preds = %80
  %87 = load ptr, ptr %2, align 4
  %88 = call ptr @__cxa_begin_catch(ptr %87) #5 [ "funclet"(token %81) ]
  store ptr %88, ptr %8, align 4
  %89 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5) [ "funclet"(token %81) ]
          to label %90 unwind label %116

90:                                               ; preds = %86
  call void @__cxa_end_catch() #5 [ "funclet"(token %81) ]
  catchret from %81 to label %91

91:                                               ; preds = %90
  br label %105

92:                                               ; preds = %80
  %93 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKi) #5
  %94 = icmp eq i32 %83, %93
  br i1 %94, label %95, label %104

95:                                               ; preds = %92
  %96 = load ptr, ptr %2, align 4
  %97 = call ptr @__cxa_begin_catch(ptr %96) #5 [ "funclet"(token %81) ]
  store ptr %97, ptr %7, align 4
  %98 = load ptr, ptr %7, align 4
  %99 = icmp eq ptr %98, null
  %100 = zext i1 %99 to i32
  %101 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %100) [ "funclet"(token %81) ]
          to label %102 unwind label %114

102:                                              ; preds = %95
  call void @__cxa_end_catch() #5 [ "funclet"(token %81) ]
  catchret from %81 to label %103

103:                                              ; preds = %102
  br label %105

104:                                              ; preds = %92
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %81) ]
  unreachable

105:                                              ; preds = %91, %103
  ret i32 0

106:                                              ; preds = %28
  %107 = cleanuppad within %13 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %107) ]
  cleanupret from %107 unwind to caller

108:                                              ; preds = %18
  %109 = cleanuppad within %13 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %109) ]
  cleanupret from %109 unwind to caller

110:                                              ; preds = %48
  %111 = cleanuppad within %43 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %111) ]
  cleanupret from %111 unwind to caller

112:                                              ; preds = %69
  %113 = cleanuppad within %64 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %113) ]
  cleanupret from %113 unwind to caller

114:                                              ; preds = %95
  %115 = cleanuppad within %81 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %115) ]
  cleanupret from %115 unwind to caller

116:                                              ; preds = %86
  %117 = cleanuppad within %81 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %117) ]
  cleanupret from %117 unwind to caller

118:                                              ; preds = %76, %59, %38, %0
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

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { noreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
