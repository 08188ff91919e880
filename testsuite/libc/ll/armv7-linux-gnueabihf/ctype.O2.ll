; ModuleID = 'ctype.c'
source_filename = "ctype.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

@.str = private unnamed_addr constant [30 x i8] c"%4d: %4x %4x %4d %4d %4d %4d\0A\00", align 1

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call ptr @__ctype_b_loc() #3
  %2 = tail call ptr @__ctype_toupper_loc() #3
  %3 = tail call ptr @__ctype_toupper_loc() #3
  %4 = tail call ptr @__ctype_tolower_loc() #3
  br label %6

5:                                                ; preds = %6
  ret i32 0

6:                                                ; preds = %0, %6
  %7 = phi i32 [ -1, %0 ], [ %99, %6 ]
  %8 = load ptr, ptr %1, align 4, !tbaa !5
  %9 = getelementptr inbounds i16, ptr %8, i32 %7
  %10 = load i16, ptr %9, align 2, !tbaa !9
  %11 = zext i16 %10 to i32
  %12 = lshr i32 %11, 10
  %13 = and i32 %12, 3
  %14 = lshr i32 %11, 11
  %15 = and i32 %14, 4
  %16 = or disjoint i32 %13, %15
  %17 = lshr i32 %11, 5
  %18 = and i32 %17, 24
  %19 = or disjoint i32 %16, %18
  %20 = shl nuw nsw i32 %11, 2
  %21 = and i32 %20, 32
  %22 = or disjoint i32 %19, %21
  %23 = lshr i32 %11, 8
  %24 = and i32 %23, 64
  %25 = or disjoint i32 %22, %24
  %26 = shl nuw nsw i32 %11, 5
  %27 = and i32 %26, 128
  %28 = or disjoint i32 %25, %27
  %29 = lshr i32 %11, 4
  %30 = and i32 %29, 256
  %31 = or i32 %28, %30
  %32 = shl nuw nsw i32 %11, 8
  %33 = and i32 %32, 512
  %34 = or i32 %31, %33
  %35 = lshr i16 %10, 5
  %36 = and i16 %35, 1024
  %37 = zext nneg i16 %36 to i32
  %38 = or i32 %34, %37
  %39 = shl nuw nsw i32 %11, 11
  %40 = and i32 %39, 2048
  %41 = or i32 %38, %40
  %42 = tail call i32 @isalpha(i32 noundef %7) #4
  %43 = icmp ne i32 %42, 0
  %44 = zext i1 %43 to i32
  %45 = add nsw i32 %7, -48
  %46 = icmp ult i32 %45, 10
  %47 = select i1 %46, i32 2, i32 0
  %48 = or disjoint i32 %47, %44
  %49 = tail call i32 @isspace(i32 noundef %7) #4
  %50 = icmp eq i32 %49, 0
  %51 = select i1 %50, i32 0, i32 4
  %52 = or disjoint i32 %48, %51
  %53 = tail call i32 @isupper(i32 noundef %7) #4
  %54 = icmp eq i32 %53, 0
  %55 = select i1 %54, i32 0, i32 8
  %56 = or disjoint i32 %52, %55
  %57 = tail call i32 @islower(i32 noundef %7) #4
  %58 = icmp eq i32 %57, 0
  %59 = select i1 %58, i32 0, i32 16
  %60 = or disjoint i32 %56, %59
  %61 = tail call i32 @isalnum(i32 noundef %7) #4
  %62 = icmp eq i32 %61, 0
  %63 = select i1 %62, i32 0, i32 32
  %64 = or disjoint i32 %60, %63
  %65 = tail call i32 @isprint(i32 noundef %7) #4
  %66 = icmp eq i32 %65, 0
  %67 = select i1 %66, i32 0, i32 64
  %68 = or i32 %64, %67
  %69 = tail call i32 @ispunct(i32 noundef %7) #4
  %70 = icmp eq i32 %69, 0
  %71 = select i1 %70, i32 0, i32 128
  %72 = or i32 %68, %71
  %73 = tail call i32 @isxdigit(i32 noundef %7) #4
  %74 = icmp eq i32 %73, 0
  %75 = select i1 %74, i32 0, i32 256
  %76 = or i32 %72, %75
  %77 = tail call i32 @iscntrl(i32 noundef %7) #4
  %78 = icmp eq i32 %77, 0
  %79 = select i1 %78, i32 0, i32 512
  %80 = or i32 %76, %79
  %81 = tail call i32 @isgraph(i32 noundef %7) #4
  %82 = icmp eq i32 %81, 0
  %83 = select i1 %82, i32 0, i32 1024
  %84 = or i32 %80, %83
  %85 = tail call i32 @isblank(i32 noundef %7) #4
  %86 = icmp eq i32 %85, 0
  %87 = select i1 %86, i32 0, i32 2048
  %88 = or i32 %84, %87
  %89 = load ptr, ptr %3, align 4, !tbaa !5
  %90 = getelementptr inbounds i32, ptr %89, i32 %7
  %91 = load i32, ptr %90, align 4, !tbaa !11
  %92 = load ptr, ptr %4, align 4, !tbaa !5
  %93 = getelementptr inbounds i32, ptr %92, i32 %7
  %94 = load i32, ptr %93, align 4, !tbaa !11
  %95 = load ptr, ptr %2, align 4, !tbaa !5
  %96 = getelementptr inbounds i32, ptr %95, i32 %7
  %97 = load i32, ptr %96, align 4, !tbaa !11
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7, i32 noundef %41, i32 noundef %88, i32 noundef %91, i32 noundef %94, i32 noundef %97, i32 noundef %94)
  %99 = add nsw i32 %7, 1
  %100 = icmp eq i32 %99, 256
  br i1 %100, label %5, label %6, !llvm.loop !13
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @isalpha(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @isspace(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @isupper(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @islower(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @isalnum(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @isprint(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @ispunct(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @isxdigit(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @iscntrl(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @isgraph(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @isblank(i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_toupper_loc() local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_tolower_loc() local_unnamed_addr #1

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind willreturn memory(none) }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
