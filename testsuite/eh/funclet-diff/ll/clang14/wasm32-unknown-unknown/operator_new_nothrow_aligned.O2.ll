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
@.str.8 = private unnamed_addr constant [22 x i8] c"nothrow new[] 10: %c\0A\00", align 1
@.str.9 = private unnamed_addr constant [21 x i8] c"nothrow new int: %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [26 x i8] c"new(100, 256) aligned %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [28 x i8] c"new[](100, 512) aligned %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [32 x i8] c"nothrow new(8, 128) aligned %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [33 x i8] c"nothrow new[](8, 64) aligned %d\0A\00", align 1
@str = private unnamed_addr constant [24 x i8] c"aligned new(huge) threw\00", align 1
@str.15 = private unnamed_addr constant [5 x i8] c"done\00", align 1
@str.16 = private unnamed_addr constant [12 x i8] c"not reached\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2)
  store volatile i32 -2147483648, i32* %1, align 4, !tbaa !2
  %3 = load volatile i32, i32* %1, align 4, !tbaa !2
  %4 = tail call noalias noundef i8* @_ZnwmRKSt9nothrow_t(i32 noundef %3, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %5 = icmp eq i8* %4, null
  %6 = select i1 %5, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i32 0, i32 0), i8* noundef %6)
  %8 = load volatile i32, i32* %1, align 4, !tbaa !2
  %9 = tail call noalias noundef i8* @_ZnamRKSt9nothrow_t(i32 noundef %8, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %10 = icmp eq i8* %9, null
  %11 = select i1 %10, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.3, i32 0, i32 0), i8* noundef %11)
  %13 = load volatile i32, i32* %1, align 4, !tbaa !2
  %14 = tail call noalias noundef align 64 i8* @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef %13, i32 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %15 = icmp eq i8* %14, null
  %16 = select i1 %15, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0)
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i32 0, i32 0), i8* noundef %16)
  %18 = load volatile i32, i32* %1, align 4, !tbaa !2
  %19 = tail call noalias noundef align 64 i8* @_ZnamSt11align_val_tRKSt9nothrow_t(i32 noundef %18, i32 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %20 = icmp eq i8* %19, null
  %21 = select i1 %20, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0)
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.5, i32 0, i32 0), i8* noundef %21)
  %23 = load volatile i32, i32* %1, align 4, !tbaa !2
  %24 = invoke noalias noundef nonnull align 64 i8* @_ZnwmSt11align_val_t(i32 noundef %23, i32 noundef 64) #11
          to label %25 unwind label %27

25:                                               ; preds = %0
  %26 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @str.16, i32 0, i32 0))
  br label %35

27:                                               ; preds = %0
  %28 = catchswitch within none [label %29] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [i8* null]
  %31 = tail call i8* @llvm.wasm.get.exception(token %30)
  %32 = tail call i32 @llvm.wasm.get.ehselector(token %30)
  %33 = call i8* @__cxa_begin_catch(i8* %31) #5 [ "funclet"(token %30) ]
  %34 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %30) ]
  call void @__cxa_end_catch() [ "funclet"(token %30) ]
  catchret from %30 to label %35

35:                                               ; preds = %29, %25
  %36 = tail call noalias noundef dereferenceable_or_null(10) i8* @_ZnamRKSt9nothrow_t(i32 noundef 10, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #12
  %37 = getelementptr inbounds i8, i8* %36, i32 9
  store i8 120, i8* %37, align 1, !tbaa !6
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i32 0, i32 0), i32 noundef 120)
  tail call void @_ZdaPvRKSt9nothrow_t(i8* noundef %36, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #5
  %39 = tail call noalias noundef dereferenceable_or_null(4) i8* @_ZnwmRKSt9nothrow_t(i32 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #12
  %40 = icmp ne i8* %39, null
  tail call void @llvm.assume(i1 %40)
  %41 = bitcast i8* %39 to i32*
  store i32 5, i32* %41, align 4, !tbaa !7
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.9, i32 0, i32 0), i32 noundef 5)
  tail call void @_ZdlPvRKSt9nothrow_t(i8* noundef nonnull %39, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #5
  %43 = tail call noalias noundef nonnull align 256 i8* @_ZnwmSt11align_val_t(i32 noundef 100, i32 noundef 256) #11
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.10, i32 0, i32 0), i32 noundef 1)
  tail call void @_ZdlPvmSt11align_val_t(i8* noundef nonnull %43, i32 noundef 100, i32 noundef 256) #5
  %45 = tail call noalias noundef nonnull align 512 i8* @_ZnamSt11align_val_t(i32 noundef 100, i32 noundef 512) #11
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.11, i32 0, i32 0), i32 noundef 1)
  tail call void @_ZdaPvmSt11align_val_t(i8* noundef nonnull %45, i32 noundef 100, i32 noundef 512) #5
  %47 = tail call noalias noundef align 128 i8* @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef 8, i32 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %48 = icmp ne i8* %47, null
  %49 = zext i1 %48 to i32
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.12, i32 0, i32 0), i32 noundef %49)
  tail call void @_ZdlPvSt11align_val_tRKSt9nothrow_t(i8* noundef %47, i32 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #5
  %51 = tail call noalias noundef align 64 i8* @_ZnamSt11align_val_tRKSt9nothrow_t(i32 noundef 8, i32 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %52 = icmp ne i8* %51, null
  %53 = zext i1 %52 to i32
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.13, i32 0, i32 0), i32 noundef %53)
  tail call void @_ZdaPvSt11align_val_tRKSt9nothrow_t(i8* noundef %51, i32 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #5
  %55 = tail call noalias noundef nonnull align 64 i8* @_ZnamSt11align_val_t(i32 noundef 8, i32 noundef 64) #11
  tail call void @_ZdaPvSt11align_val_t(i8* noundef nonnull %55, i32 noundef 64) #5
  %56 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str.15, i32 0, i32 0))
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2)
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnwmRKSt9nothrow_t(i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnamRKSt9nothrow_t(i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnamSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_ZnwmSt11align_val_t(i32 noundef, i32 noundef) local_unnamed_addr #4

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #5

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #5

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvRKSt9nothrow_t(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvRKSt9nothrow_t(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nounwind
declare void @_ZdlPvmSt11align_val_t(i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_ZnamSt11align_val_t(i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZdaPvmSt11align_val_t(i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvSt11align_val_tRKSt9nothrow_t(i8* noundef, i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_tRKSt9nothrow_t(i8* noundef, i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(i8* noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #9

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nobuiltin nounwind allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { nofree nounwind }
attributes #9 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { allocsize(0) }
attributes #12 = { builtin nounwind allocsize(0) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"long", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!4, !4, i64 0}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !4, i64 0}
