; ModuleID = 'catch_member_pointer.cpp'
source_filename = "catch_member_pointer.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.S = type { i32, i32 }

$_ZN1S5twiceEv = comdat any

$_ZTSM1Ti = comdat any

$_ZTS1T = comdat any

$_ZTI1T = comdat any

$_ZTIM1Ti = comdat any

$_ZTSM1Si = comdat any

$_ZTS1S = comdat any

$_ZTI1S = comdat any

$_ZTIM1Si = comdat any

$_ZTSM1SKi = comdat any

$_ZTIM1SKi = comdat any

$_ZTSM1SFivE = comdat any

$_ZTSFivE = comdat any

$_ZTIFivE = comdat any

$_ZTIM1SFivE = comdat any

@_ZTVN10__cxxabiv129__pointer_to_member_type_infoE = external global [0 x ptr]
@_ZTSM1Ti = linkonce_odr hidden constant [5 x i8] c"M1Ti\00", comdat, align 1
@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1T = linkonce_odr hidden constant [3 x i8] c"1T\00", comdat, align 1
@_ZTI1T = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1T }, comdat, align 4
@_ZTIM1Ti = linkonce_odr hidden constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2), ptr @_ZTSM1Ti, i32 0, ptr @_ZTIi, ptr @_ZTI1T }, comdat, align 4
@_ZTSM1Si = linkonce_odr hidden constant [5 x i8] c"M1Si\00", comdat, align 1
@_ZTS1S = linkonce_odr hidden constant [3 x i8] c"1S\00", comdat, align 1
@_ZTI1S = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1S }, comdat, align 4
@_ZTIM1Si = linkonce_odr hidden constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2), ptr @_ZTSM1Si, i32 0, ptr @_ZTIi, ptr @_ZTI1S }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"int S::* -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"wrong: int T::*\0A\00", align 1
@_ZTSM1SKi = linkonce_odr hidden constant [6 x i8] c"M1SKi\00", comdat, align 1
@_ZTIM1SKi = linkonce_odr hidden constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2), ptr @_ZTSM1SKi, i32 1, ptr @_ZTIi, ptr @_ZTI1S }, comdat, align 4
@.str.2 = private unnamed_addr constant [22 x i8] c"const int S::* -> %d\0A\00", align 1
@_ZTSM1SFivE = linkonce_odr hidden constant [8 x i8] c"M1SFivE\00", comdat, align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global [0 x ptr]
@_ZTSFivE = linkonce_odr constant [5 x i8] c"FivE\00", comdat, align 1
@_ZTIFivE = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__function_type_infoE, i32 2), ptr @_ZTSFivE }, comdat, align 4
@_ZTIM1SFivE = linkonce_odr hidden constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2), ptr @_ZTSM1SFivE, i32 0, ptr @_ZTIFivE, ptr @_ZTI1S }, comdat, align 4
@.str.3 = private unnamed_addr constant [20 x i8] c"int (S::*)() -> %d\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.S, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca { i32, i32 }, align 4
  store i32 0, ptr %1, align 4
  %8 = getelementptr inbounds %struct.S, ptr %2, i32 0, i32 0
  store i32 3, ptr %8, align 4
  %9 = getelementptr inbounds %struct.S, ptr %2, i32 0, i32 1
  store i32 4, ptr %9, align 4
  %10 = call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 4, ptr %10, align 16
  invoke void @__cxa_throw(ptr %10, ptr @_ZTIM1Si, ptr null) #4
          to label %105 unwind label %11

11:                                               ; preds = %0
  %12 = catchswitch within none [label %13] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr @_ZTIM1Ti, ptr @_ZTIM1Si]
  %15 = call ptr @llvm.wasm.get.exception(token %14)
  store ptr %15, ptr %3, align 4
  %16 = call i32 @llvm.wasm.get.ehselector(token %14)
  %17 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIM1Ti) #6
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %26

19:                                               ; preds = %13
  %20 = load ptr, ptr %3, align 4
  %21 = call ptr @__cxa_begin_catch(ptr %20) #6 [ "funclet"(token %14) ]
  %22 = load i32, ptr %21, align 4
  store i32 %22, ptr %5, align 4
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1) [ "funclet"(token %14) ]
          to label %24 unwind label %90

24:                                               ; preds = %19
  call void @__cxa_end_catch() #6 [ "funclet"(token %14) ]
  catchret from %14 to label %25

25:                                               ; preds = %24
  br label %40

26:                                               ; preds = %13
  %27 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIM1Si) #6
  %28 = icmp eq i32 %16, %27
  br i1 %28, label %29, label %39

29:                                               ; preds = %26
  %30 = load ptr, ptr %3, align 4
  %31 = call ptr @__cxa_begin_catch(ptr %30) #6 [ "funclet"(token %14) ]
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %4, align 4
  %33 = load i32, ptr %4, align 4
  %34 = getelementptr inbounds i8, ptr %2, i32 %33
  %35 = load i32, ptr %34, align 4
  %36 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %35) [ "funclet"(token %14) ]
          to label %37 unwind label %88

37:                                               ; preds = %29
  call void @__cxa_end_catch() #6 [ "funclet"(token %14) ]
  catchret from %14 to label %38

38:                                               ; preds = %37
  br label %40

39:                                               ; preds = %26
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %14) ]
  unreachable

40:                                               ; preds = %25, %38
  %41 = call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 0, ptr %41, align 16
  invoke void @__cxa_throw(ptr %41, ptr @_ZTIM1Si, ptr null) #4
          to label %105 unwind label %42

42:                                               ; preds = %40
  %43 = catchswitch within none [label %44] unwind to caller

44:                                               ; preds = %42
  %45 = catchpad within %43 [ptr @_ZTIM1SKi]
  %46 = call ptr @llvm.wasm.get.exception(token %45)
  store ptr %46, ptr %3, align 4
  %47 = call i32 @llvm.wasm.get.ehselector(token %45)
  %48 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIM1SKi) #6
  %49 = icmp eq i32 %47, %48
  br i1 %49, label %50, label %60

50:                                               ; preds = %44
  %51 = load ptr, ptr %3, align 4
  %52 = call ptr @__cxa_begin_catch(ptr %51) #6 [ "funclet"(token %45) ]
  %53 = load i32, ptr %52, align 4
  store i32 %53, ptr %6, align 4
  %54 = load i32, ptr %6, align 4
  %55 = getelementptr inbounds i8, ptr %2, i32 %54
  %56 = load i32, ptr %55, align 4
  %57 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %56) [ "funclet"(token %45) ]
          to label %58 unwind label %92

58:                                               ; preds = %50
  call void @__cxa_end_catch() #6 [ "funclet"(token %45) ]
  catchret from %45 to label %59

59:                                               ; preds = %58
  br label %61

60:                                               ; preds = %44
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %45) ]
  unreachable

61:                                               ; preds = %59
  %62 = call ptr @__cxa_allocate_exception(i32 8) #6
  store { i32, i32 } { i32 ptrtoint (ptr @_ZN1S5twiceEv to i32), i32 0 }, ptr %62, align 16
  invoke void @__cxa_throw(ptr %62, ptr @_ZTIM1SFivE, ptr null) #4
          to label %105 unwind label %63

63:                                               ; preds = %61
  %64 = catchswitch within none [label %65] unwind to caller

65:                                               ; preds = %63
  %66 = catchpad within %64 [ptr @_ZTIM1SFivE]
  %67 = call ptr @llvm.wasm.get.exception(token %66)
  store ptr %67, ptr %3, align 4
  %68 = call i32 @llvm.wasm.get.ehselector(token %66)
  %69 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIM1SFivE) #6
  %70 = icmp eq i32 %68, %69
  br i1 %70, label %71, label %86

71:                                               ; preds = %65
  %72 = load ptr, ptr %3, align 4
  %73 = call ptr @__cxa_begin_catch(ptr %72) #6 [ "funclet"(token %66) ]
  %74 = load { i32, i32 }, ptr %73, align 4
  store { i32, i32 } %74, ptr %7, align 4
  %75 = load { i32, i32 }, ptr %7, align 4
  %76 = extractvalue { i32, i32 } %75, 1
  %77 = ashr i32 %76, 1
  %78 = getelementptr inbounds i8, ptr %2, i32 %77
  %79 = extractvalue { i32, i32 } %75, 0
  %80 = and i32 %76, 1
  %81 = icmp ne i32 %80, 0
  br i1 %81, label %82, label %94

82:                                               ; preds = %71
  %83 = load ptr, ptr %78, align 4
  %84 = getelementptr i8, ptr %83, i32 %79, !nosanitize !2
  %85 = load ptr, ptr %84, align 4, !nosanitize !2
  br label %96

86:                                               ; preds = %65
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %66) ]
  unreachable

87:                                               ; preds = %102
  ret i32 0

88:                                               ; preds = %29
  %89 = cleanuppad within %14 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %89) ]
  cleanupret from %89 unwind to caller

90:                                               ; preds = %19
  %91 = cleanuppad within %14 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %91) ]
  cleanupret from %91 unwind to caller

92:                                               ; preds = %50
  %93 = cleanuppad within %45 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %93) ]
  cleanupret from %93 unwind to caller

94:                                               ; preds = %71
  %95 = inttoptr i32 %79 to ptr
  br label %96

96:                                               ; preds = %94, %82
  %97 = phi ptr [ %85, %82 ], [ %95, %94 ]
  %98 = invoke noundef i32 %97(ptr noundef nonnull align 4 dereferenceable(8) %78) [ "funclet"(token %66) ]
          to label %99 unwind label %103

99:                                               ; preds = %96
  %100 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %98) [ "funclet"(token %66) ]
          to label %101 unwind label %103

101:                                              ; preds = %99
  call void @__cxa_end_catch() #6 [ "funclet"(token %66) ]
  catchret from %66 to label %102

102:                                              ; preds = %101
  br label %87

103:                                              ; preds = %99, %96
  %104 = cleanuppad within %66 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %104) ]
  cleanupret from %104 unwind to caller

105:                                              ; preds = %61, %40, %0
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
define linkonce_odr hidden noundef i32 @_ZN1S5twiceEv(ptr noundef nonnull align 4 dereferenceable(8) %0) #5 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.S, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = mul nsw i32 2, %5
  ret i32 %6
}

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { noreturn }
attributes #5 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{}
