; ModuleID = 'operator_new_nothrow_aligned.cpp'
source_filename = "operator_new_nothrow_aligned.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%"struct.std::nothrow_t" = type { i8 }

@_ZSt7nothrow = external global %"struct.std::nothrow_t", align 1
@.str = private unnamed_addr constant [23 x i8] c"nothrow new(huge): %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"a block\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"nothrow new[](huge): %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"nothrow aligned new(huge): %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [33 x i8] c"nothrow aligned new[](huge): %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"not reached\0A\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"aligned new(huge) threw\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"nothrow new[] 10: %c\0A\00", align 1
@.str.9 = private unnamed_addr constant [21 x i8] c"nothrow new int: %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [26 x i8] c"new(100, 256) aligned %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [28 x i8] c"new[](100, 512) aligned %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [32 x i8] c"nothrow new(8, 128) aligned %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [33 x i8] c"nothrow new[](8, 64) aligned %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"done\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca i1, align 1
  %9 = alloca i8*, align 4
  store i32 0, i32* %1, align 4
  store volatile i32 -2147483648, i32* %2, align 4
  %10 = load volatile i32, i32* %2, align 4
  %11 = call noalias noundef i8* @_ZnwmRKSt9nothrow_t(i32 noundef %10, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  store i8* %11, i8** %3, align 4
  %12 = load i8*, i8** %3, align 4
  %13 = icmp ne i8* %12, null
  %14 = zext i1 %13 to i64
  %15 = select i1 %13, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0)
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i32 0, i32 0), i8* noundef %15)
  %17 = load volatile i32, i32* %2, align 4
  %18 = call noalias noundef i8* @_ZnamRKSt9nothrow_t(i32 noundef %17, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  store i8* %18, i8** %3, align 4
  %19 = load i8*, i8** %3, align 4
  %20 = icmp ne i8* %19, null
  %21 = zext i1 %20 to i64
  %22 = select i1 %20, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0)
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.3, i32 0, i32 0), i8* noundef %22)
  %24 = load volatile i32, i32* %2, align 4
  %25 = call noalias noundef align 64 i8* @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef %24, i32 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  store i8* %25, i8** %3, align 4
  %26 = load i8*, i8** %3, align 4
  %27 = icmp ne i8* %26, null
  %28 = zext i1 %27 to i64
  %29 = select i1 %27, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0)
  %30 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i32 0, i32 0), i8* noundef %29)
  %31 = load volatile i32, i32* %2, align 4
  %32 = call noalias noundef align 64 i8* @_ZnamSt11align_val_tRKSt9nothrow_t(i32 noundef %31, i32 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  store i8* %32, i8** %3, align 4
  %33 = load i8*, i8** %3, align 4
  %34 = icmp ne i8* %33, null
  %35 = zext i1 %34 to i64
  %36 = select i1 %34, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0)
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.5, i32 0, i32 0), i8* noundef %36)
  %38 = load volatile i32, i32* %2, align 4
  %39 = invoke noalias noundef nonnull align 64 i8* @_ZnwmSt11align_val_t(i32 noundef %38, i32 noundef 64) #10
          to label %40 unwind label %42

40:                                               ; preds = %0
  store i8* %39, i8** %3, align 4
  %41 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0))
          to label %98 unwind label %42

42:                                               ; preds = %40, %0
  %43 = catchswitch within none [label %44] unwind to caller

44:                                               ; preds = %42
  %45 = catchpad within %43 [i8* null]
  %46 = call i8* @llvm.wasm.get.exception(token %45)
  store i8* %46, i8** %4, align 4
  %47 = call i32 @llvm.wasm.get.ehselector(token %45)
  br label %48

48:                                               ; preds = %44
  %49 = load i8*, i8** %4, align 4
  %50 = call i8* @__cxa_begin_catch(i8* %49) #4 [ "funclet"(token %45) ]
  %51 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.7, i32 0, i32 0)) [ "funclet"(token %45) ]
          to label %52 unwind label %99

52:                                               ; preds = %48
  call void @__cxa_end_catch() [ "funclet"(token %45) ]
  catchret from %45 to label %53

53:                                               ; preds = %52
  br label %54

54:                                               ; preds = %53, %98
  %55 = call noalias noundef i8* @_ZnamRKSt9nothrow_t(i32 noundef 10, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  store i8* %55, i8** %5, align 4
  %56 = load i8*, i8** %5, align 4
  %57 = getelementptr inbounds i8, i8* %56, i32 9
  store i8 120, i8* %57, align 1
  %58 = load i8*, i8** %5, align 4
  %59 = getelementptr inbounds i8, i8* %58, i32 9
  %60 = load i8, i8* %59, align 1
  %61 = sext i8 %60 to i32
  %62 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i32 0, i32 0), i32 noundef %61)
  %63 = load i8*, i8** %5, align 4
  call void @_ZdaPvRKSt9nothrow_t(i8* noundef %63, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #4
  %64 = call noalias noundef i8* @_ZnwmRKSt9nothrow_t(i32 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %65 = icmp eq i8* %64, null
  store i1 false, i1* %8, align 1
  br i1 %65, label %68, label %66

66:                                               ; preds = %54
  store i8* %64, i8** %7, align 4
  store i1 true, i1* %8, align 1
  %67 = bitcast i8* %64 to i32*
  store i32 5, i32* %67, align 4
  br label %68

68:                                               ; preds = %66, %54
  %69 = phi i32* [ %67, %66 ], [ null, %54 ]
  store i32* %69, i32** %6, align 4
  %70 = load i32*, i32** %6, align 4
  %71 = load i32, i32* %70, align 4
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.9, i32 0, i32 0), i32 noundef %71)
  %73 = load i32*, i32** %6, align 4
  %74 = bitcast i32* %73 to i8*
  call void @_ZdlPvRKSt9nothrow_t(i8* noundef %74, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #4
  %75 = call noalias noundef nonnull align 256 i8* @_ZnwmSt11align_val_t(i32 noundef 100, i32 noundef 256) #10
  store i8* %75, i8** %9, align 4
  %76 = load i8*, i8** %9, align 4
  %77 = call noundef i32 @_ZL7alignedPvm(i8* noundef %76, i32 noundef 256)
  %78 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.10, i32 0, i32 0), i32 noundef %77)
  %79 = load i8*, i8** %9, align 4
  call void @_ZdlPvmSt11align_val_t(i8* noundef %79, i32 noundef 100, i32 noundef 256) #4
  %80 = call noalias noundef nonnull align 512 i8* @_ZnamSt11align_val_t(i32 noundef 100, i32 noundef 512) #10
  store i8* %80, i8** %9, align 4
  %81 = load i8*, i8** %9, align 4
  %82 = call noundef i32 @_ZL7alignedPvm(i8* noundef %81, i32 noundef 512)
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.11, i32 0, i32 0), i32 noundef %82)
  %84 = load i8*, i8** %9, align 4
  call void @_ZdaPvmSt11align_val_t(i8* noundef %84, i32 noundef 100, i32 noundef 512) #4
  %85 = call noalias noundef align 128 i8* @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef 8, i32 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  store i8* %85, i8** %9, align 4
  %86 = load i8*, i8** %9, align 4
  %87 = call noundef i32 @_ZL7alignedPvm(i8* noundef %86, i32 noundef 128)
  %88 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.12, i32 0, i32 0), i32 noundef %87)
  %89 = load i8*, i8** %9, align 4
  call void @_ZdlPvSt11align_val_tRKSt9nothrow_t(i8* noundef %89, i32 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #4
  %90 = call noalias noundef align 64 i8* @_ZnamSt11align_val_tRKSt9nothrow_t(i32 noundef 8, i32 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  store i8* %90, i8** %9, align 4
  %91 = load i8*, i8** %9, align 4
  %92 = call noundef i32 @_ZL7alignedPvm(i8* noundef %91, i32 noundef 64)
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.13, i32 0, i32 0), i32 noundef %92)
  %94 = load i8*, i8** %9, align 4
  call void @_ZdaPvSt11align_val_tRKSt9nothrow_t(i8* noundef %94, i32 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #4
  %95 = call noalias noundef nonnull align 64 i8* @_ZnamSt11align_val_t(i32 noundef 8, i32 noundef 64) #10
  store i8* %95, i8** %9, align 4
  %96 = load i8*, i8** %9, align 4
  call void @_ZdaPvSt11align_val_t(i8* noundef %96, i32 noundef 64) #4
  %97 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0))
  ret i32 0

98:                                               ; preds = %40
  br label %54

99:                                               ; preds = %48
  %100 = cleanuppad within %45 []
  invoke void @__cxa_end_catch() [ "funclet"(token %100) ]
          to label %101 unwind label %102

101:                                              ; preds = %99
  cleanupret from %100 unwind to caller

102:                                              ; preds = %99
  %103 = cleanuppad within %100 []
  call void @_ZSt9terminatev() #12 [ "funclet"(token %103) ]
  unreachable
}

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnwmRKSt9nothrow_t(i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnamRKSt9nothrow_t(i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #1

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #1

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnamSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #1

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_ZnwmSt11align_val_t(i32 noundef, i32 noundef) #3

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #4

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvRKSt9nothrow_t(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvRKSt9nothrow_t(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #6

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL7alignedPvm(i8* noundef %0, i32 noundef %1) #7 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i8*, i8** %3, align 4
  %6 = icmp ne i8* %5, null
  br i1 %6, label %7, label %14

7:                                                ; preds = %2
  %8 = load i8*, i8** %3, align 4
  %9 = ptrtoint i8* %8 to i32
  %10 = load i32, i32* %4, align 4
  %11 = sub i32 %10, 1
  %12 = and i32 %9, %11
  %13 = icmp eq i32 %12, 0
  br label %14

14:                                               ; preds = %7, %2
  %15 = phi i1 [ false, %2 ], [ %13, %7 ]
  %16 = zext i1 %15 to i32
  ret i32 %16
}

; Function Attrs: nounwind
declare void @_ZdlPvmSt11align_val_t(i8* noundef, i32 noundef, i32 noundef) #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_ZnamSt11align_val_t(i32 noundef, i32 noundef) #3

; Function Attrs: nounwind
declare void @_ZdaPvmSt11align_val_t(i8* noundef, i32 noundef, i32 noundef) #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvSt11align_val_tRKSt9nothrow_t(i8* noundef, i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_tRKSt9nothrow_t(i8* noundef, i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(i8* noundef, i32 noundef) #6

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nobuiltin nounwind allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind }
attributes #5 = { nounwind readnone }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { allocsize(0) }
attributes #11 = { builtin nounwind allocsize(0) }
attributes #12 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
