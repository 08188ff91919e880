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

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca i1, align 1
  %9 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  store volatile i32 -2147483648, ptr %2, align 4
  %10 = load volatile i32, ptr %2, align 4
  %11 = call noalias noundef ptr @_ZnwmRKSt9nothrow_t(i32 noundef %10, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #8
  store ptr %11, ptr %3, align 4
  %12 = load ptr, ptr %3, align 4
  %13 = icmp ne ptr %12, null
  %14 = zext i1 %13 to i64
  %15 = select i1 %13, ptr @.str.1, ptr @.str.2
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %15)
  %17 = load volatile i32, ptr %2, align 4
  %18 = call noalias noundef ptr @_ZnamRKSt9nothrow_t(i32 noundef %17, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #8
  store ptr %18, ptr %3, align 4
  %19 = load ptr, ptr %3, align 4
  %20 = icmp ne ptr %19, null
  %21 = zext i1 %20 to i64
  %22 = select i1 %20, ptr @.str.1, ptr @.str.2
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %22)
  %24 = load volatile i32, ptr %2, align 4
  %25 = call noalias noundef align 64 ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef %24, i32 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #8
  store ptr %25, ptr %3, align 4
  %26 = load ptr, ptr %3, align 4
  %27 = icmp ne ptr %26, null
  %28 = zext i1 %27 to i64
  %29 = select i1 %27, ptr @.str.1, ptr @.str.2
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %29)
  %31 = load volatile i32, ptr %2, align 4
  %32 = call noalias noundef align 64 ptr @_ZnamSt11align_val_tRKSt9nothrow_t(i32 noundef %31, i32 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #8
  store ptr %32, ptr %3, align 4
  %33 = load ptr, ptr %3, align 4
  %34 = icmp ne ptr %33, null
  %35 = zext i1 %34 to i64
  %36 = select i1 %34, ptr @.str.1, ptr @.str.2
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %36)
  %38 = load volatile i32, ptr %2, align 4
  %39 = invoke noalias noundef nonnull align 64 ptr @_ZnwmSt11align_val_t(i32 noundef %38, i32 noundef 64) #9
          to label %40 unwind label %42

40:                                               ; preds = %0
  store ptr %39, ptr %3, align 4
  %41 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %96 unwind label %42

42:                                               ; preds = %40, %0
  %43 = catchswitch within none [label %44] unwind to caller

44:                                               ; preds = %42
  %45 = catchpad within %43 [ptr null]
  %46 = call ptr @llvm.wasm.get.exception(token %45)
  store ptr %46, ptr %4, align 4
  %47 = call i32 @llvm.wasm.get.ehselector(token %45)
  br label %48

48:                                               ; preds = %44
  %49 = load ptr, ptr %4, align 4
  %50 = call ptr @__cxa_begin_catch(ptr %49) #10 [ "funclet"(token %45) ]
  %51 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7) [ "funclet"(token %45) ]
          to label %52 unwind label %97

52:                                               ; preds = %48
  call void @__cxa_end_catch() [ "funclet"(token %45) ]
  catchret from %45 to label %53

53:                                               ; preds = %52
  br label %54

54:                                               ; preds = %53, %96
  %55 = call noalias noundef ptr @_ZnamRKSt9nothrow_t(i32 noundef 10, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  store ptr %55, ptr %5, align 4
  %56 = load ptr, ptr %5, align 4
  %57 = getelementptr inbounds i8, ptr %56, i32 9
  store i8 120, ptr %57, align 1
  %58 = load ptr, ptr %5, align 4
  %59 = getelementptr inbounds i8, ptr %58, i32 9
  %60 = load i8, ptr %59, align 1
  %61 = sext i8 %60 to i32
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %61)
  %63 = load ptr, ptr %5, align 4
  call void @_ZdaPvRKSt9nothrow_t(ptr noundef %63, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %64 = call noalias noundef ptr @_ZnwmRKSt9nothrow_t(i32 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %65 = icmp eq ptr %64, null
  store i1 false, ptr %8, align 1
  br i1 %65, label %67, label %66

66:                                               ; preds = %54
  store ptr %64, ptr %7, align 4
  store i1 true, ptr %8, align 1
  store i32 5, ptr %64, align 4
  br label %67

67:                                               ; preds = %66, %54
  %68 = phi ptr [ %64, %66 ], [ null, %54 ]
  store ptr %68, ptr %6, align 4
  %69 = load ptr, ptr %6, align 4
  %70 = load i32, ptr %69, align 4
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %70)
  %72 = load ptr, ptr %6, align 4
  call void @_ZdlPvRKSt9nothrow_t(ptr noundef %72, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %73 = call noalias noundef nonnull align 256 ptr @_ZnwmSt11align_val_t(i32 noundef 100, i32 noundef 256) #9
  store ptr %73, ptr %9, align 4
  %74 = load ptr, ptr %9, align 4
  %75 = call noundef i32 @_ZL7alignedPvm(ptr noundef %74, i32 noundef 256)
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %75)
  %77 = load ptr, ptr %9, align 4
  call void @_ZdlPvmSt11align_val_t(ptr noundef %77, i32 noundef 100, i32 noundef 256) #10
  %78 = call noalias noundef nonnull align 512 ptr @_ZnamSt11align_val_t(i32 noundef 100, i32 noundef 512) #9
  store ptr %78, ptr %9, align 4
  %79 = load ptr, ptr %9, align 4
  %80 = call noundef i32 @_ZL7alignedPvm(ptr noundef %79, i32 noundef 512)
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %80)
  %82 = load ptr, ptr %9, align 4
  call void @_ZdaPvmSt11align_val_t(ptr noundef %82, i32 noundef 100, i32 noundef 512) #10
  %83 = call noalias noundef align 128 ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef 8, i32 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #8
  store ptr %83, ptr %9, align 4
  %84 = load ptr, ptr %9, align 4
  %85 = call noundef i32 @_ZL7alignedPvm(ptr noundef %84, i32 noundef 128)
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %85)
  %87 = load ptr, ptr %9, align 4
  call void @_ZdlPvSt11align_val_tRKSt9nothrow_t(ptr noundef %87, i32 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %88 = call noalias noundef align 64 ptr @_ZnamSt11align_val_tRKSt9nothrow_t(i32 noundef 8, i32 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #8
  store ptr %88, ptr %9, align 4
  %89 = load ptr, ptr %9, align 4
  %90 = call noundef i32 @_ZL7alignedPvm(ptr noundef %89, i32 noundef 64)
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %90)
  %92 = load ptr, ptr %9, align 4
  call void @_ZdaPvSt11align_val_tRKSt9nothrow_t(ptr noundef %92, i32 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %93 = call noalias noundef nonnull align 64 ptr @_ZnamSt11align_val_t(i32 noundef 8, i32 noundef 64) #9
  store ptr %93, ptr %9, align 4
  %94 = load ptr, ptr %9, align 4
  call void @_ZdaPvSt11align_val_t(ptr noundef %94, i32 noundef 64) #10
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.14)
  ret i32 0

96:                                               ; preds = %40
  br label %54

97:                                               ; preds = %48
  %98 = cleanuppad within %45 []
  invoke void @__cxa_end_catch() [ "funclet"(token %98) ]
          to label %99 unwind label %100

99:                                               ; preds = %97
  cleanupret from %98 unwind to caller

100:                                              ; preds = %97
  %101 = cleanuppad within %98 []
  call void @_ZSt9terminatev() #12 [ "funclet"(token %101) ]
  unreachable
}

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwmRKSt9nothrow_t(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnamRKSt9nothrow_t(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #1

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #1

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnamSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #1

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_ZnwmSt11align_val_t(i32 noundef, i32 noundef) #3

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) #6

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL7alignedPvm(ptr noundef %0, i32 noundef %1) #7 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %14

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 4
  %9 = ptrtoint ptr %8 to i32
  %10 = load i32, ptr %4, align 4
  %11 = sub i32 %10, 1
  %12 = and i32 %9, %11
  %13 = icmp eq i32 %12, 0
  br label %14

14:                                               ; preds = %7, %2
  %15 = phi i1 [ false, %2 ], [ %13, %7 ]
  %16 = zext i1 %15 to i32
  ret i32 %16
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvmSt11align_val_t(ptr noundef, i32 noundef, i32 noundef) #6

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_ZnamSt11align_val_t(i32 noundef, i32 noundef) #3

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvmSt11align_val_t(ptr noundef, i32 noundef, i32 noundef) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvSt11align_val_tRKSt9nothrow_t(ptr noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_tRKSt9nothrow_t(ptr noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(ptr noundef, i32 noundef) #6

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nobuiltin nounwind allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind memory(none) }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { allocsize(0) }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind allocsize(0) }
attributes #12 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
