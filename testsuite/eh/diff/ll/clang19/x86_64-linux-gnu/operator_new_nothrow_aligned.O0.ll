; ModuleID = 'operator_new_nothrow_aligned.cpp'
source_filename = "operator_new_nothrow_aligned.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"struct.std::nothrow_t" = type { i8 }

$__clang_call_terminate = comdat any

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

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i1, align 1
  %10 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store volatile i64 -9223372036854775808, ptr %2, align 8
  %11 = load volatile i64, ptr %2, align 8
  %12 = call noalias noundef ptr @_ZnwmRKSt9nothrow_t(i64 noundef %11, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #7
  store ptr %12, ptr %3, align 8
  %13 = load ptr, ptr %3, align 8
  %14 = icmp ne ptr %13, null
  %15 = zext i1 %14 to i64
  %16 = select i1 %14, ptr @.str.1, ptr @.str.2
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %16)
  %18 = load volatile i64, ptr %2, align 8
  %19 = call noalias noundef ptr @_ZnamRKSt9nothrow_t(i64 noundef %18, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #7
  store ptr %19, ptr %3, align 8
  %20 = load ptr, ptr %3, align 8
  %21 = icmp ne ptr %20, null
  %22 = zext i1 %21 to i64
  %23 = select i1 %21, ptr @.str.1, ptr @.str.2
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %23)
  %25 = load volatile i64, ptr %2, align 8
  %26 = call noalias noundef align 64 ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i64 noundef %25, i64 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #7
  store ptr %26, ptr %3, align 8
  %27 = load ptr, ptr %3, align 8
  %28 = icmp ne ptr %27, null
  %29 = zext i1 %28 to i64
  %30 = select i1 %28, ptr @.str.1, ptr @.str.2
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %30)
  %32 = load volatile i64, ptr %2, align 8
  %33 = call noalias noundef align 64 ptr @_ZnamSt11align_val_tRKSt9nothrow_t(i64 noundef %32, i64 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #7
  store ptr %33, ptr %3, align 8
  %34 = load ptr, ptr %3, align 8
  %35 = icmp ne ptr %34, null
  %36 = zext i1 %35 to i64
  %37 = select i1 %35, ptr @.str.1, ptr @.str.2
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %37)
  %39 = load volatile i64, ptr %2, align 8
  %40 = invoke noalias noundef nonnull align 64 ptr @_ZnwmSt11align_val_t(i64 noundef %39, i64 noundef 64) #8
          to label %41 unwind label %44

41:                                               ; preds = %0
  store ptr %40, ptr %3, align 8
  %42 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %43 unwind label %44

43:                                               ; preds = %41
  br label %53

44:                                               ; preds = %41, %0
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  store ptr %46, ptr %4, align 8
  %47 = extractvalue { ptr, i32 } %45, 1
  store i32 %47, ptr %5, align 4
  br label %48

48:                                               ; preds = %44
  %49 = load ptr, ptr %4, align 8
  %50 = call ptr @__cxa_begin_catch(ptr %49) #9
  %51 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7)
          to label %52 unwind label %95

52:                                               ; preds = %48
  call void @__cxa_end_catch()
  br label %53

53:                                               ; preds = %52, %43
  %54 = call noalias noundef ptr @_ZnamRKSt9nothrow_t(i64 noundef 10, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  store ptr %54, ptr %6, align 8
  %55 = load ptr, ptr %6, align 8
  %56 = getelementptr inbounds i8, ptr %55, i64 9
  store i8 120, ptr %56, align 1
  %57 = load ptr, ptr %6, align 8
  %58 = getelementptr inbounds i8, ptr %57, i64 9
  %59 = load i8, ptr %58, align 1
  %60 = sext i8 %59 to i32
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %60)
  %62 = load ptr, ptr %6, align 8
  call void @_ZdaPvRKSt9nothrow_t(ptr noundef %62, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  %63 = call noalias noundef ptr @_ZnwmRKSt9nothrow_t(i64 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %64 = icmp eq ptr %63, null
  store i1 false, ptr %9, align 1
  br i1 %64, label %66, label %65

65:                                               ; preds = %53
  store ptr %63, ptr %8, align 8
  store i1 true, ptr %9, align 1
  store i32 5, ptr %63, align 4
  br label %66

66:                                               ; preds = %65, %53
  %67 = phi ptr [ %63, %65 ], [ null, %53 ]
  store ptr %67, ptr %7, align 8
  %68 = load ptr, ptr %7, align 8
  %69 = load i32, ptr %68, align 4
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %69)
  %71 = load ptr, ptr %7, align 8
  call void @_ZdlPvRKSt9nothrow_t(ptr noundef %71, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  %72 = call noalias noundef nonnull align 256 ptr @_ZnwmSt11align_val_t(i64 noundef 100, i64 noundef 256) #8
  store ptr %72, ptr %10, align 8
  %73 = load ptr, ptr %10, align 8
  %74 = call noundef i32 @_ZL7alignedPvm(ptr noundef %73, i64 noundef 256)
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %74)
  %76 = load ptr, ptr %10, align 8
  call void @_ZdlPvmSt11align_val_t(ptr noundef %76, i64 noundef 100, i64 noundef 256) #9
  %77 = call noalias noundef nonnull align 512 ptr @_ZnamSt11align_val_t(i64 noundef 100, i64 noundef 512) #8
  store ptr %77, ptr %10, align 8
  %78 = load ptr, ptr %10, align 8
  %79 = call noundef i32 @_ZL7alignedPvm(ptr noundef %78, i64 noundef 512)
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %79)
  %81 = load ptr, ptr %10, align 8
  call void @_ZdaPvmSt11align_val_t(ptr noundef %81, i64 noundef 100, i64 noundef 512) #9
  %82 = call noalias noundef align 128 ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i64 noundef 8, i64 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #7
  store ptr %82, ptr %10, align 8
  %83 = load ptr, ptr %10, align 8
  %84 = call noundef i32 @_ZL7alignedPvm(ptr noundef %83, i64 noundef 128)
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %84)
  %86 = load ptr, ptr %10, align 8
  call void @_ZdlPvSt11align_val_tRKSt9nothrow_t(ptr noundef %86, i64 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  %87 = call noalias noundef align 64 ptr @_ZnamSt11align_val_tRKSt9nothrow_t(i64 noundef 8, i64 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #7
  store ptr %87, ptr %10, align 8
  %88 = load ptr, ptr %10, align 8
  %89 = call noundef i32 @_ZL7alignedPvm(ptr noundef %88, i64 noundef 64)
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %89)
  %91 = load ptr, ptr %10, align 8
  call void @_ZdaPvSt11align_val_tRKSt9nothrow_t(ptr noundef %91, i64 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #9
  %92 = call noalias noundef nonnull align 64 ptr @_ZnamSt11align_val_t(i64 noundef 8, i64 noundef 64) #8
  store ptr %92, ptr %10, align 8
  %93 = load ptr, ptr %10, align 8
  call void @_ZdaPvSt11align_val_t(ptr noundef %93, i64 noundef 64) #9
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.14)
  ret i32 0

95:                                               ; preds = %48
  %96 = landingpad { ptr, i32 }
          cleanup
  %97 = extractvalue { ptr, i32 } %96, 0
  store ptr %97, ptr %4, align 8
  %98 = extractvalue { ptr, i32 } %96, 1
  store i32 %98, ptr %5, align 4
  invoke void @__cxa_end_catch()
          to label %99 unwind label %105

99:                                               ; preds = %95
  br label %100

100:                                              ; preds = %99
  %101 = load ptr, ptr %4, align 8
  %102 = load i32, ptr %5, align 4
  %103 = insertvalue { ptr, i32 } poison, ptr %101, 0
  %104 = insertvalue { ptr, i32 } %103, i32 %102, 1
  resume { ptr, i32 } %104

105:                                              ; preds = %95
  %106 = landingpad { ptr, i32 }
          catch ptr null
  %107 = extractvalue { ptr, i32 } %106, 0
  call void @__clang_call_terminate(ptr %107) #11
  unreachable
}

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwmRKSt9nothrow_t(i64 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnamRKSt9nothrow_t(i64 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #1

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i64 noundef, i64 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #1

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnamSt11align_val_tRKSt9nothrow_t(i64 noundef, i64 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #1

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_ZnwmSt11align_val_t(i64 noundef, i64 noundef) #3

declare i32 @__gxx_personality_v0(...)

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #9
  call void @_ZSt9terminatev() #11
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL7alignedPvm(ptr noundef %0, i64 noundef %1) #6 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %14

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 8
  %9 = ptrtoint ptr %8 to i64
  %10 = load i64, ptr %4, align 8
  %11 = sub i64 %10, 1
  %12 = and i64 %9, %11
  %13 = icmp eq i64 %12, 0
  br label %14

14:                                               ; preds = %7, %2
  %15 = phi i1 [ false, %2 ], [ %13, %7 ]
  %16 = zext i1 %15 to i32
  ret i32 %16
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvmSt11align_val_t(ptr noundef, i64 noundef, i64 noundef) #5

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_ZnamSt11align_val_t(i64 noundef, i64 noundef) #3

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvmSt11align_val_t(ptr noundef, i64 noundef, i64 noundef) #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvSt11align_val_tRKSt9nothrow_t(ptr noundef, i64 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_tRKSt9nothrow_t(ptr noundef, i64 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(ptr noundef, i64 noundef) #5

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { allocsize(0) }
attributes #9 = { nounwind }
attributes #10 = { builtin nounwind allocsize(0) }
attributes #11 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
