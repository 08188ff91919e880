; ModuleID = 'operator_new_nothrow_aligned.cpp'
source_filename = "operator_new_nothrow_aligned.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32*, align 4
  %8 = alloca i8*, align 4
  %9 = alloca i1, align 1
  %10 = alloca i8*, align 4
  store i32 0, i32* %1, align 4
  store volatile i32 -2147483648, i32* %2, align 4
  %11 = load volatile i32, i32* %2, align 4
  %12 = call noalias noundef i8* @_ZnwjRKSt9nothrow_t(i32 noundef %11, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #8
  store i8* %12, i8** %3, align 4
  %13 = load i8*, i8** %3, align 4
  %14 = icmp ne i8* %13, null
  %15 = zext i1 %14 to i64
  %16 = select i1 %14, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0)
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i32 0, i32 0), i8* noundef %16)
  %18 = load volatile i32, i32* %2, align 4
  %19 = call noalias noundef i8* @_ZnajRKSt9nothrow_t(i32 noundef %18, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #8
  store i8* %19, i8** %3, align 4
  %20 = load i8*, i8** %3, align 4
  %21 = icmp ne i8* %20, null
  %22 = zext i1 %21 to i64
  %23 = select i1 %21, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0)
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.3, i32 0, i32 0), i8* noundef %23)
  %25 = load volatile i32, i32* %2, align 4
  %26 = call noalias noundef align 64 i8* @_ZnwjSt11align_val_tRKSt9nothrow_t(i32 noundef %25, i32 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #8
  store i8* %26, i8** %3, align 4
  %27 = load i8*, i8** %3, align 4
  %28 = icmp ne i8* %27, null
  %29 = zext i1 %28 to i64
  %30 = select i1 %28, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0)
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i32 0, i32 0), i8* noundef %30)
  %32 = load volatile i32, i32* %2, align 4
  %33 = call noalias noundef align 64 i8* @_ZnajSt11align_val_tRKSt9nothrow_t(i32 noundef %32, i32 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #8
  store i8* %33, i8** %3, align 4
  %34 = load i8*, i8** %3, align 4
  %35 = icmp ne i8* %34, null
  %36 = zext i1 %35 to i64
  %37 = select i1 %35, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0)
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.5, i32 0, i32 0), i8* noundef %37)
  %39 = load volatile i32, i32* %2, align 4
  %40 = invoke noalias noundef nonnull align 64 i8* @_ZnwjSt11align_val_t(i32 noundef %39, i32 noundef 64) #9
          to label %41 unwind label %44

41:                                               ; preds = %0
  store i8* %40, i8** %3, align 4
  %42 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0))
          to label %43 unwind label %44

43:                                               ; preds = %41
  br label %53

44:                                               ; preds = %41, %0
  %45 = landingpad { i8*, i32 }
          catch i8* null
  %46 = extractvalue { i8*, i32 } %45, 0
  store i8* %46, i8** %4, align 4
  %47 = extractvalue { i8*, i32 } %45, 1
  store i32 %47, i32* %5, align 4
  br label %48

48:                                               ; preds = %44
  %49 = load i8*, i8** %4, align 4
  %50 = call i8* @__cxa_begin_catch(i8* %49) #10
  %51 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.7, i32 0, i32 0))
          to label %52 unwind label %97

52:                                               ; preds = %48
  call void @__cxa_end_catch()
  br label %53

53:                                               ; preds = %52, %43
  %54 = call noalias noundef i8* @_ZnajRKSt9nothrow_t(i32 noundef 10, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  store i8* %54, i8** %6, align 4
  %55 = load i8*, i8** %6, align 4
  %56 = getelementptr inbounds i8, i8* %55, i32 9
  store i8 120, i8* %56, align 1
  %57 = load i8*, i8** %6, align 4
  %58 = getelementptr inbounds i8, i8* %57, i32 9
  %59 = load i8, i8* %58, align 1
  %60 = sext i8 %59 to i32
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i32 0, i32 0), i32 noundef %60)
  %62 = load i8*, i8** %6, align 4
  call void @_ZdaPvRKSt9nothrow_t(i8* noundef %62, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %63 = call noalias noundef i8* @_ZnwjRKSt9nothrow_t(i32 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %64 = icmp eq i8* %63, null
  store i1 false, i1* %9, align 1
  br i1 %64, label %67, label %65

65:                                               ; preds = %53
  store i8* %63, i8** %8, align 4
  store i1 true, i1* %9, align 1
  %66 = bitcast i8* %63 to i32*
  store i32 5, i32* %66, align 4
  br label %67

67:                                               ; preds = %65, %53
  %68 = phi i32* [ %66, %65 ], [ null, %53 ]
  store i32* %68, i32** %7, align 4
  %69 = load i32*, i32** %7, align 4
  %70 = load i32, i32* %69, align 4
  %71 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.9, i32 0, i32 0), i32 noundef %70)
  %72 = load i32*, i32** %7, align 4
  %73 = bitcast i32* %72 to i8*
  call void @_ZdlPvRKSt9nothrow_t(i8* noundef %73, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %74 = call noalias noundef nonnull align 256 i8* @_ZnwjSt11align_val_t(i32 noundef 100, i32 noundef 256) #9
  store i8* %74, i8** %10, align 4
  %75 = load i8*, i8** %10, align 4
  %76 = call noundef i32 @_ZL7alignedPvj(i8* noundef %75, i32 noundef 256)
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.10, i32 0, i32 0), i32 noundef %76)
  %78 = load i8*, i8** %10, align 4
  call void @_ZdlPvjSt11align_val_t(i8* noundef %78, i32 noundef 100, i32 noundef 256) #10
  %79 = call noalias noundef nonnull align 512 i8* @_ZnajSt11align_val_t(i32 noundef 100, i32 noundef 512) #9
  store i8* %79, i8** %10, align 4
  %80 = load i8*, i8** %10, align 4
  %81 = call noundef i32 @_ZL7alignedPvj(i8* noundef %80, i32 noundef 512)
  %82 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.11, i32 0, i32 0), i32 noundef %81)
  %83 = load i8*, i8** %10, align 4
  call void @_ZdaPvjSt11align_val_t(i8* noundef %83, i32 noundef 100, i32 noundef 512) #10
  %84 = call noalias noundef align 128 i8* @_ZnwjSt11align_val_tRKSt9nothrow_t(i32 noundef 8, i32 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #8
  store i8* %84, i8** %10, align 4
  %85 = load i8*, i8** %10, align 4
  %86 = call noundef i32 @_ZL7alignedPvj(i8* noundef %85, i32 noundef 128)
  %87 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.12, i32 0, i32 0), i32 noundef %86)
  %88 = load i8*, i8** %10, align 4
  call void @_ZdlPvSt11align_val_tRKSt9nothrow_t(i8* noundef %88, i32 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %89 = call noalias noundef align 64 i8* @_ZnajSt11align_val_tRKSt9nothrow_t(i32 noundef 8, i32 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #8
  store i8* %89, i8** %10, align 4
  %90 = load i8*, i8** %10, align 4
  %91 = call noundef i32 @_ZL7alignedPvj(i8* noundef %90, i32 noundef 64)
  %92 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.13, i32 0, i32 0), i32 noundef %91)
  %93 = load i8*, i8** %10, align 4
  call void @_ZdaPvSt11align_val_tRKSt9nothrow_t(i8* noundef %93, i32 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %94 = call noalias noundef nonnull align 64 i8* @_ZnajSt11align_val_t(i32 noundef 8, i32 noundef 64) #9
  store i8* %94, i8** %10, align 4
  %95 = load i8*, i8** %10, align 4
  call void @_ZdaPvSt11align_val_t(i8* noundef %95, i32 noundef 64) #10
  %96 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0))
  ret i32 0

97:                                               ; preds = %48
  %98 = landingpad { i8*, i32 }
          cleanup
  %99 = extractvalue { i8*, i32 } %98, 0
  store i8* %99, i8** %4, align 4
  %100 = extractvalue { i8*, i32 } %98, 1
  store i32 %100, i32* %5, align 4
  invoke void @__cxa_end_catch()
          to label %101 unwind label %107

101:                                              ; preds = %97
  br label %102

102:                                              ; preds = %101
  %103 = load i8*, i8** %4, align 4
  %104 = load i32, i32* %5, align 4
  %105 = insertvalue { i8*, i32 } undef, i8* %103, 0
  %106 = insertvalue { i8*, i32 } %105, i32 %104, 1
  resume { i8*, i32 } %106

107:                                              ; preds = %97
  %108 = landingpad { i8*, i32 }
          catch i8* null
  %109 = extractvalue { i8*, i32 } %108, 0
  call void @__clang_call_terminate(i8* %109) #12
  unreachable
}

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnwjRKSt9nothrow_t(i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnajRKSt9nothrow_t(i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #1

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnwjSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #1

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnajSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #1

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_ZnwjSt11align_val_t(i32 noundef, i32 noundef) #3

declare i32 @__gxx_personality_v0(...)

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #10
  call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvRKSt9nothrow_t(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvRKSt9nothrow_t(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL7alignedPvj(i8* noundef %0, i32 noundef %1) #6 {
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
declare void @_ZdlPvjSt11align_val_t(i8* noundef, i32 noundef, i32 noundef) #7

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_ZnajSt11align_val_t(i32 noundef, i32 noundef) #3

; Function Attrs: nounwind
declare void @_ZdaPvjSt11align_val_t(i8* noundef, i32 noundef, i32 noundef) #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvSt11align_val_tRKSt9nothrow_t(i8* noundef, i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_tRKSt9nothrow_t(i8* noundef, i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(i8* noundef, i32 noundef) #5

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { allocsize(0) }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind allocsize(0) }
attributes #12 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
