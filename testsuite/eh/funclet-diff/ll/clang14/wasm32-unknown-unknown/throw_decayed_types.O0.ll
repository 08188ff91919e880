; ModuleID = 'throw_decayed_types.cpp'
source_filename = "throw_decayed_types.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZTSPFivE = comdat any

$_ZTSFivE = comdat any

$_ZTIFivE = comdat any

$_ZTIPFivE = comdat any

@_ZTIPKi = external constant i8*
@_ZL5table = internal global [3 x i32] [i32 4, i32 5, i32 6], align 4
@_ZTIPi = external constant i8*
@.str = private unnamed_addr constant [31 x i8] c"array as const int*: %d %d %d\0A\00", align 1
@_ZTIPv = external constant i8*
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSPFivE = linkonce_odr constant [6 x i8] c"PFivE\00", comdat, align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global i8*
@_ZTSFivE = linkonce_odr constant [5 x i8] c"FivE\00", comdat, align 1
@_ZTIFivE = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__function_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSFivE, i32 0, i32 0) }, comdat, align 4
@_ZTIPFivE = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTSPFivE, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTIFivE to i8*) }, comdat, align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"function pointer gives %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"wrong: function as void*\0A\00", align 1
@__const.main.word = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@_ZTIPKc = external constant i8*
@_ZTIPc = external constant i8*
@.str.3 = private unnamed_addr constant [31 x i8] c"char array as const char*: %s\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32*, align 4
  %4 = alloca i32 ()*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca [6 x i8], align 1
  %7 = alloca i8*, align 4
  store i32 0, i32* %1, align 4
  %8 = call i8* @__cxa_allocate_exception(i32 4) #1
  %9 = bitcast i8* %8 to i32**
  store i32* getelementptr inbounds ([3 x i32], [3 x i32]* @_ZL5table, i32 0, i32 0), i32** %9, align 16
  invoke void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #4
          to label %96 unwind label %10

10:                                               ; preds = %0
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* bitcast (i8** @_ZTIPKi to i8*)]
  %14 = call i8* @llvm.wasm.get.exception(token %13)
  store i8* %14, i8** %2, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKi to i8*)) #1
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %34

18:                                               ; preds = %12
  %19 = load i8*, i8** %2, align 4
  %20 = call i8* @__cxa_begin_catch(i8* %19) #1 [ "funclet"(token %13) ]
  %21 = bitcast i8* %20 to i32*
  store i32* %21, i32** %3, align 4
  %22 = load i32*, i32** %3, align 4
  %23 = getelementptr inbounds i32, i32* %22, i32 0
  %24 = load i32, i32* %23, align 4
  %25 = load i32*, i32** %3, align 4
  %26 = getelementptr inbounds i32, i32* %25, i32 1
  %27 = load i32, i32* %26, align 4
  %28 = load i32*, i32** %3, align 4
  %29 = getelementptr inbounds i32, i32* %28, i32 2
  %30 = load i32, i32* %29, align 4
  %31 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str, i32 0, i32 0), i32 noundef %24, i32 noundef %27, i32 noundef %30) [ "funclet"(token %13) ]
          to label %32 unwind label %88

32:                                               ; preds = %18
  call void @__cxa_end_catch() #1 [ "funclet"(token %13) ]
  catchret from %13 to label %33

33:                                               ; preds = %32
  br label %35

34:                                               ; preds = %12
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %13) ]
  unreachable

35:                                               ; preds = %33
  %36 = call i8* @__cxa_allocate_exception(i32 4) #1
  %37 = bitcast i8* %36 to i32 ()**
  store i32 ()* @_ZL5sevenv, i32 ()** %37, align 16
  invoke void @__cxa_throw(i8* %36, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPFivE to i8*), i8* null) #4
          to label %96 unwind label %38

38:                                               ; preds = %35
  %39 = catchswitch within none [label %40] unwind to caller

40:                                               ; preds = %38
  %41 = catchpad within %39 [i8* bitcast (i8** @_ZTIPv to i8*), i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPFivE to i8*)]
  %42 = call i8* @llvm.wasm.get.exception(token %41)
  store i8* %42, i8** %2, align 4
  %43 = call i32 @llvm.wasm.get.ehselector(token %41)
  %44 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPv to i8*)) #1
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %52

46:                                               ; preds = %40
  %47 = load i8*, i8** %2, align 4
  %48 = call i8* @__cxa_begin_catch(i8* %47) #1 [ "funclet"(token %41) ]
  store i8* %48, i8** %5, align 4
  %49 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i32 0, i32 0)) [ "funclet"(token %41) ]
          to label %50 unwind label %92

50:                                               ; preds = %46
  call void @__cxa_end_catch() #1 [ "funclet"(token %41) ]
  catchret from %41 to label %51

51:                                               ; preds = %50
  br label %66

52:                                               ; preds = %40
  %53 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPFivE to i8*)) #1
  %54 = icmp eq i32 %43, %53
  br i1 %54, label %55, label %65

55:                                               ; preds = %52
  %56 = load i8*, i8** %2, align 4
  %57 = call i8* @__cxa_begin_catch(i8* %56) #1 [ "funclet"(token %41) ]
  %58 = bitcast i8* %57 to i32 ()*
  store i32 ()* %58, i32 ()** %4, align 4
  %59 = load i32 ()*, i32 ()** %4, align 4
  %60 = invoke noundef i32 %59() [ "funclet"(token %41) ]
          to label %61 unwind label %90

61:                                               ; preds = %55
  %62 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0), i32 noundef %60) [ "funclet"(token %41) ]
          to label %63 unwind label %90

63:                                               ; preds = %61
  call void @__cxa_end_catch() #1 [ "funclet"(token %41) ]
  catchret from %41 to label %64

64:                                               ; preds = %63
  br label %66

65:                                               ; preds = %52
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %41) ]
  unreachable

66:                                               ; preds = %51, %64
  %67 = bitcast [6 x i8]* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %67, i8* align 1 getelementptr inbounds ([6 x i8], [6 x i8]* @__const.main.word, i32 0, i32 0), i32 6, i1 false)
  %68 = call i8* @__cxa_allocate_exception(i32 4) #1
  %69 = bitcast i8* %68 to i8**
  %70 = getelementptr inbounds [6 x i8], [6 x i8]* %6, i32 0, i32 0
  store i8* %70, i8** %69, align 16
  invoke void @__cxa_throw(i8* %68, i8* bitcast (i8** @_ZTIPc to i8*), i8* null) #4
          to label %96 unwind label %71

71:                                               ; preds = %66
  %72 = catchswitch within none [label %73] unwind to caller

73:                                               ; preds = %71
  %74 = catchpad within %72 [i8* bitcast (i8** @_ZTIPKc to i8*)]
  %75 = call i8* @llvm.wasm.get.exception(token %74)
  store i8* %75, i8** %2, align 4
  %76 = call i32 @llvm.wasm.get.ehselector(token %74)
  %77 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #1
  %78 = icmp eq i32 %76, %77
  br i1 %78, label %79, label %86

79:                                               ; preds = %73
  %80 = load i8*, i8** %2, align 4
  %81 = call i8* @__cxa_begin_catch(i8* %80) #1 [ "funclet"(token %74) ]
  store i8* %81, i8** %7, align 4
  %82 = load i8*, i8** %7, align 4
  %83 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.3, i32 0, i32 0), i8* noundef %82) [ "funclet"(token %74) ]
          to label %84 unwind label %94

84:                                               ; preds = %79
  call void @__cxa_end_catch() #1 [ "funclet"(token %74) ]
  catchret from %74 to label %85

85:                                               ; preds = %84
  br label %87

86:                                               ; preds = %73
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %74) ]
  unreachable

87:                                               ; preds = %85
  ret i32 0

88:                                               ; preds = %18
  %89 = cleanuppad within %13 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %89) ]
  cleanupret from %89 unwind to caller

90:                                               ; preds = %61, %55
  %91 = cleanuppad within %41 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %91) ]
  cleanupret from %91 unwind to caller

92:                                               ; preds = %46
  %93 = cleanuppad within %41 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %93) ]
  cleanupret from %93 unwind to caller

94:                                               ; preds = %79
  %95 = cleanuppad within %74 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %95) ]
  cleanupret from %95 unwind to caller

96:                                               ; preds = %66, %35, %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #1

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5sevenv() #5 {
  ret i32 7
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #6

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { noreturn }
attributes #5 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
