; ModuleID = 'setjmp.c'
source_filename = "setjmp.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.__jmp_buf_tag = type { [64 x i32], i32, %struct.__sigset_t, [4 x i8] }
%struct.__sigset_t = type { [32 x i32] }
%struct.ctx = type { i32, [4 x i8], [1 x %struct.__jmp_buf_tag] }

@.str = private unnamed_addr constant [13 x i8] c"recurse: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"guarded: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"self: r %d count %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"heap: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"loop: %d\0A\00", align 1
@top = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 8
@calls = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [8 x i8] c"leaf %d\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"not reached\00", align 1
@handler = internal unnamed_addr global [1 x %struct.__jmp_buf_tag]* null, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"inner caught %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [26 x i8] c"sigsetjmp -> %d round %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"_setjmp sum %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [1 x %struct.__jmp_buf_tag], align 8
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__jmp_buf_tag], align 8
  %4 = alloca i32, align 4
  %5 = call fastcc i32 @recurse_and_jump()
  %6 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i32 0, i32 0), i32 noundef %5)
  %7 = call fastcc i32 @guarded(void (i32)* noundef nonnull @inner_body, i32 noundef 3)
  %8 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i32 noundef %7)
  %9 = bitcast [1 x %struct.__jmp_buf_tag]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 392, i8* nonnull %9) #8
  %10 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10)
  store volatile i32 0, i32* %2, align 4, !tbaa !9
  %11 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %1, i32 0, i32 0
  %12 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef nonnull %11) #9
  %13 = load volatile i32, i32* %2, align 4, !tbaa !9
  %14 = add nsw i32 %13, 1
  store volatile i32 %14, i32* %2, align 4, !tbaa !9
  %15 = icmp eq i32 %12, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %0
  call void @longjmp(%struct.__jmp_buf_tag* noundef nonnull %11, i32 noundef 0) #10
  unreachable

17:                                               ; preds = %0
  %18 = load volatile i32, i32* %2, align 4, !tbaa !9
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.2, i32 0, i32 0), i32 noundef %12, i32 noundef %18)
  call fastcc void @sig_jumps()
  call fastcc void @underscore_jumps()
  %20 = call noalias dereferenceable_or_null(400) i8* @malloc(i32 noundef 400) #8
  %21 = bitcast i8* %20 to %struct.ctx*
  %22 = getelementptr inbounds %struct.ctx, %struct.ctx* %21, i32 0, i32 0
  store i32 7, i32* %22, align 8, !tbaa !13
  %23 = getelementptr inbounds %struct.ctx, %struct.ctx* %21, i32 0, i32 2, i32 0
  %24 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef nonnull %23) #9
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %30

26:                                               ; preds = %17
  %27 = load i32, i32* %22, align 8, !tbaa !13
  %28 = icmp sgt i32 %27, 0
  br i1 %28, label %29, label %30

29:                                               ; preds = %26
  call void @longjmp(%struct.__jmp_buf_tag* noundef nonnull %23, i32 noundef %27) #10
  unreachable

30:                                               ; preds = %26, %17
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %24)
  call void @free(i8* noundef nonnull %20) #8
  %32 = bitcast [1 x %struct.__jmp_buf_tag]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 392, i8* nonnull %32) #8
  %33 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %33)
  store volatile i32 0, i32* %4, align 4, !tbaa !9
  %34 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %3, i32 0, i32 0
  %35 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef nonnull %34) #9
  %36 = icmp slt i32 %35, 1000
  br i1 %36, label %37, label %44

37:                                               ; preds = %30
  %38 = load volatile i32, i32* %4, align 4, !tbaa !9
  %39 = add nsw i32 %38, 1
  store volatile i32 %39, i32* %4, align 4, !tbaa !9
  %40 = load volatile i32, i32* %4, align 4, !tbaa !9
  %41 = icmp slt i32 %40, 1000
  br i1 %41, label %42, label %44

42:                                               ; preds = %37
  %43 = load volatile i32, i32* %4, align 4, !tbaa !9
  call void @longjmp(%struct.__jmp_buf_tag* noundef nonnull %34, i32 noundef %43) #10
  unreachable

44:                                               ; preds = %37, %30
  %45 = load volatile i32, i32* %4, align 4, !tbaa !9
  %46 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef %45)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %33)
  call void @llvm.lifetime.end.p0i8(i64 392, i8* nonnull %32) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10)
  call void @llvm.lifetime.end.p0i8(i64 392, i8* nonnull %9) #8
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind
define internal fastcc i32 @recurse_and_jump() unnamed_addr #0 {
  %1 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @top, i32 0, i32 0)) #9
  %2 = icmp eq i32 %1, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %0
  call fastcc void @leaf(i32 noundef 5)
  br label %6

4:                                                ; preds = %0
  %5 = load i32, i32* @calls, align 4, !tbaa !9
  br label %6

6:                                                ; preds = %4, %3
  %7 = phi i32 [ -1, %3 ], [ %5, %4 ]
  ret i32 %7
}

; Function Attrs: nounwind
define internal fastcc i32 @guarded(void (i32)* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #0 {
  %3 = alloca [1 x %struct.__jmp_buf_tag], align 8
  %4 = bitcast [1 x %struct.__jmp_buf_tag]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 392, i8* nonnull %4) #8
  %5 = load [1 x %struct.__jmp_buf_tag]*, [1 x %struct.__jmp_buf_tag]** @handler, align 4, !tbaa !15
  store [1 x %struct.__jmp_buf_tag]* %3, [1 x %struct.__jmp_buf_tag]** @handler, align 4, !tbaa !15
  %6 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %3, i32 0, i32 0
  %7 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef nonnull %6) #9
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  call void %0(i32 noundef %1) #8, !callees !17
  br label %10

10:                                               ; preds = %9, %2
  store [1 x %struct.__jmp_buf_tag]* %5, [1 x %struct.__jmp_buf_tag]** @handler, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0i8(i64 392, i8* nonnull %4) #8
  ret i32 %7
}

; Function Attrs: noreturn nounwind
define internal void @inner_body(i32 noundef %0) #2 {
  %2 = add nsw i32 %0, 1
  %3 = tail call fastcc i32 @guarded(void (i32)* noundef nonnull @throw_code, i32 noundef %2)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.7, i32 0, i32 0), i32 noundef %3)
  %5 = mul nsw i32 %0, 10
  %6 = load [1 x %struct.__jmp_buf_tag]*, [1 x %struct.__jmp_buf_tag]** @handler, align 4, !tbaa !15
  %7 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %6, i32 0, i32 0
  tail call void @longjmp(%struct.__jmp_buf_tag* noundef %7, i32 noundef %5) #10
  unreachable
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
define internal fastcc void @sig_jumps() unnamed_addr #0 {
  %1 = alloca [1 x %struct.__jmp_buf_tag], align 8
  %2 = alloca i32, align 4
  %3 = bitcast [1 x %struct.__jmp_buf_tag]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 392, i8* nonnull %3) #8
  %4 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4)
  store volatile i32 0, i32* %2, align 4, !tbaa !9
  %5 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %1, i32 0, i32 0
  %6 = call i32 @__sigsetjmp(%struct.__jmp_buf_tag* noundef nonnull %5, i32 noundef 1) #9
  %7 = load volatile i32, i32* %2, align 4, !tbaa !9
  %8 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.8, i32 0, i32 0), i32 noundef %6, i32 noundef %7)
  %9 = load volatile i32, i32* %2, align 4, !tbaa !9
  %10 = add nsw i32 %9, 1
  store volatile i32 %10, i32* %2, align 4, !tbaa !9
  %11 = icmp slt i32 %9, 2
  br i1 %11, label %12, label %15

12:                                               ; preds = %0
  %13 = load volatile i32, i32* %2, align 4, !tbaa !9
  %14 = mul nsw i32 %13, 100
  call void @siglongjmp(%struct.__jmp_buf_tag* noundef nonnull %5, i32 noundef %14) #10
  unreachable

15:                                               ; preds = %0
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 392, i8* nonnull %3) #8
  ret void
}

; Function Attrs: nounwind
define internal fastcc void @underscore_jumps() unnamed_addr #0 {
  %1 = alloca [1 x %struct.__jmp_buf_tag], align 8
  %2 = alloca i32, align 4
  %3 = bitcast [1 x %struct.__jmp_buf_tag]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 392, i8* nonnull %3) #8
  %4 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4)
  store volatile i32 0, i32* %2, align 4, !tbaa !9
  %5 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %1, i32 0, i32 0
  %6 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef nonnull %5) #9
  %7 = load volatile i32, i32* %2, align 4, !tbaa !9
  %8 = add nsw i32 %7, %6
  store volatile i32 %8, i32* %2, align 4, !tbaa !9
  %9 = icmp slt i32 %6, 4
  br i1 %9, label %10, label %12

10:                                               ; preds = %0
  %11 = add nsw i32 %6, 1
  call void @_longjmp(%struct.__jmp_buf_tag* noundef nonnull %5, i32 noundef %11) #10
  unreachable

12:                                               ; preds = %0
  %13 = load volatile i32, i32* %2, align 4, !tbaa !9
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i32 0, i32 0), i32 noundef %13)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 392, i8* nonnull %3) #8
  ret void
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nounwind
define internal fastcc void @leaf(i32 noundef %0) unnamed_addr #0 {
  %2 = alloca [32 x i8], align 1
  %3 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %3) #8
  %4 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %3, i32 noundef 32, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0), i32 noundef %0) #8
  %5 = load i32, i32* @calls, align 4, !tbaa !9
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @calls, align 4, !tbaa !9
  %7 = icmp eq i32 %0, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  tail call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @top, i32 0, i32 0), i32 noundef 42) #10
  unreachable

9:                                                ; preds = %1
  %10 = add nsw i32 %0, -1
  tail call fastcc void @leaf(i32 noundef %10)
  %11 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0))
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %3) #8
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i32 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
define internal void @throw_code(i32 noundef %0) #2 {
  %2 = load [1 x %struct.__jmp_buf_tag]*, [1 x %struct.__jmp_buf_tag]** @handler, align 4, !tbaa !15
  %3 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %2, i32 0, i32 0
  tail call void @longjmp(%struct.__jmp_buf_tag* noundef %3, i32 noundef %0) #10
  unreachable
}

; Function Attrs: nounwind returns_twice
declare i32 @__sigsetjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @siglongjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare void @_longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) local_unnamed_addr #5

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { noreturn nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nounwind returns_twice "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nounwind }
attributes #9 = { nounwind returns_twice }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !10, i64 0}
!14 = !{!"ctx", !10, i64 0, !11, i64 8}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !11, i64 0}
!17 = !{void (i32)* @inner_body, void (i32)* @throw_code}
