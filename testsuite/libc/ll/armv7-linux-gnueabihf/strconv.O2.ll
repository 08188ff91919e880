; ModuleID = 'strconv.c'
source_filename = "strconv.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

@ints = internal unnamed_addr constant [33 x ptr] [ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35], align 4
@bases = internal unnamed_addr constant [8 x i32] [i32 0, i32 10, i32 16, i32 8, i32 2, i32 36, i32 1, i32 37], align 4
@.str = private unnamed_addr constant [69 x i8] c"[%s] base %d: l %ld/%d/%d ul %lu/%d/%d ll %lld/%d/%d ull %llu/%d/%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"ato* [%s]: %d %ld %lld\0A\00", align 1
@flts = internal unnamed_addr constant [27 x ptr] [ptr @.str.3, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39, ptr @.str.40, ptr @.str.41, ptr @.str.42, ptr @.str.43, ptr @.str.44, ptr @.str.45, ptr @.str.46, ptr @.str.47, ptr @.str.48, ptr @.str.49, ptr @.str.50, ptr @.str.51, ptr @.str.52, ptr @.str.53, ptr @.str.54, ptr @.str.55, ptr @.str.56, ptr @.str.57, ptr @.str.58, ptr @.str.59, ptr @.str.60, ptr @.str.61], align 4
@.str.2 = private unnamed_addr constant [55 x i8] c"[%s]: d %.17g %a /%d/%d  f %.9g %a /%d/%d  atof %.17g\0A\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"42\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"  -17xyz\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"+99\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"0x1F\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"0X\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"0xg\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"012\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"09\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"z\00", align 1
@.str.13 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"   \00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"2147483647\00", align 1
@.str.17 = private unnamed_addr constant [11 x i8] c"2147483648\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"-2147483648\00", align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"-2147483649\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"4294967295\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"4294967296\00", align 1
@.str.22 = private unnamed_addr constant [12 x i8] c"-4294967295\00", align 1
@.str.23 = private unnamed_addr constant [20 x i8] c"9223372036854775807\00", align 1
@.str.24 = private unnamed_addr constant [20 x i8] c"9223372036854775808\00", align 1
@.str.25 = private unnamed_addr constant [21 x i8] c"-9223372036854775808\00", align 1
@.str.26 = private unnamed_addr constant [21 x i8] c"-9223372036854775809\00", align 1
@.str.27 = private unnamed_addr constant [21 x i8] c"18446744073709551615\00", align 1
@.str.28 = private unnamed_addr constant [21 x i8] c"18446744073709551616\00", align 1
@.str.29 = private unnamed_addr constant [3 x i8] c"-1\00", align 1
@.str.30 = private unnamed_addr constant [22 x i8] c"-18446744073709551615\00", align 1
@.str.31 = private unnamed_addr constant [8 x i8] c"\09\0A 123 \00", align 1
@.str.32 = private unnamed_addr constant [5 x i8] c"1010\00", align 1
@.str.33 = private unnamed_addr constant [3 x i8] c"zz\00", align 1
@.str.34 = private unnamed_addr constant [6 x i8] c"ZZtop\00", align 1
@.str.35 = private unnamed_addr constant [4 x i8] c"777\00", align 1
@.str.36 = private unnamed_addr constant [4 x i8] c"1.5\00", align 1
@.str.37 = private unnamed_addr constant [13 x i8] c"  -2.25e3xyz\00", align 1
@.str.38 = private unnamed_addr constant [6 x i8] c"1e400\00", align 1
@.str.39 = private unnamed_addr constant [7 x i8] c"-1e400\00", align 1
@.str.40 = private unnamed_addr constant [7 x i8] c"1e-400\00", align 1
@.str.41 = private unnamed_addr constant [9 x i8] c"4.9e-324\00", align 1
@.str.42 = private unnamed_addr constant [7 x i8] c"0x1p-3\00", align 1
@.str.43 = private unnamed_addr constant [8 x i8] c"0x1.8p1\00", align 1
@.str.44 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.45 = private unnamed_addr constant [10 x i8] c"-Infinity\00", align 1
@.str.46 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.47 = private unnamed_addr constant [9 x i8] c"nan(123)\00", align 1
@.str.48 = private unnamed_addr constant [3 x i8] c".5\00", align 1
@.str.49 = private unnamed_addr constant [3 x i8] c"5.\00", align 1
@.str.50 = private unnamed_addr constant [2 x i8] c".\00", align 1
@.str.51 = private unnamed_addr constant [3 x i8] c"e5\00", align 1
@.str.52 = private unnamed_addr constant [3 x i8] c"1e\00", align 1
@.str.53 = private unnamed_addr constant [4 x i8] c"1e+\00", align 1
@.str.54 = private unnamed_addr constant [13 x i8] c"3.4028235e38\00", align 1
@.str.55 = private unnamed_addr constant [7 x i8] c"3.5e38\00", align 1
@.str.56 = private unnamed_addr constant [15 x i8] c"1.17549435e-38\00", align 1
@.str.57 = private unnamed_addr constant [4 x i8] c"0.1\00", align 1
@.str.58 = private unnamed_addr constant [31 x i8] c"123456789012345678901234567890\00", align 1
@.str.59 = private unnamed_addr constant [24 x i8] c"2.2250738585072011e-308\00", align 1
@.str.60 = private unnamed_addr constant [23 x i8] c"1.7976931348623157e308\00", align 1
@.str.61 = private unnamed_addr constant [4 x i8] c"abc\00", align 1

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca ptr, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = tail call ptr @__errno_location() #4
  br label %8

8:                                                ; preds = %0, %13
  %9 = phi i32 [ 0, %0 ], [ %14, %13 ]
  %10 = getelementptr inbounds [33 x ptr], ptr @ints, i32 0, i32 %9
  %11 = load ptr, ptr %10, align 4, !tbaa !5
  %12 = ptrtoint ptr %11 to i32
  br label %16

13:                                               ; preds = %16
  %14 = add nuw nsw i32 %9, 1
  %15 = icmp eq i32 %14, 33
  br i1 %15, label %43, label %8, !llvm.loop !9

16:                                               ; preds = %8, %16
  %17 = phi i32 [ 0, %8 ], [ %41, %16 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #5
  store ptr %11, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #5
  store ptr %11, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #5
  store ptr %11, ptr %3, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #5
  store ptr %11, ptr %4, align 4, !tbaa !5
  store i32 0, ptr %7, align 4, !tbaa !11
  %18 = getelementptr inbounds [8 x i32], ptr @bases, i32 0, i32 %17
  %19 = load i32, ptr %18, align 4, !tbaa !11
  %20 = call i32 @strtol(ptr noundef %11, ptr noundef nonnull %1, i32 noundef %19) #5
  %21 = load i32, ptr %7, align 4, !tbaa !11
  store i32 0, ptr %7, align 4, !tbaa !11
  %22 = call i32 @strtoul(ptr noundef %11, ptr noundef nonnull %2, i32 noundef %19) #5
  %23 = load i32, ptr %7, align 4, !tbaa !11
  store i32 0, ptr %7, align 4, !tbaa !11
  %24 = call i64 @strtoll(ptr noundef %11, ptr noundef nonnull %3, i32 noundef %19) #5
  %25 = load i32, ptr %7, align 4, !tbaa !11
  store i32 0, ptr %7, align 4, !tbaa !11
  %26 = call i64 @strtoull(ptr noundef %11, ptr noundef nonnull %4, i32 noundef %19) #5
  %27 = load i32, ptr %7, align 4, !tbaa !11
  %28 = load ptr, ptr %1, align 4, !tbaa !5
  %29 = ptrtoint ptr %28 to i32
  %30 = sub i32 %29, %12
  %31 = load ptr, ptr %2, align 4, !tbaa !5
  %32 = ptrtoint ptr %31 to i32
  %33 = sub i32 %32, %12
  %34 = load ptr, ptr %3, align 4, !tbaa !5
  %35 = ptrtoint ptr %34 to i32
  %36 = sub i32 %35, %12
  %37 = load ptr, ptr %4, align 4, !tbaa !5
  %38 = ptrtoint ptr %37 to i32
  %39 = sub i32 %38, %12
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %11, i32 noundef %19, i32 noundef %20, i32 noundef %30, i32 noundef %21, i32 noundef %22, i32 noundef %33, i32 noundef %23, i64 noundef %24, i32 noundef %36, i32 noundef %25, i64 noundef %26, i32 noundef %39, i32 noundef %27)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #5
  %41 = add nuw nsw i32 %17, 1
  %42 = icmp eq i32 %41, 8
  br i1 %42, label %13, label %16, !llvm.loop !13

43:                                               ; preds = %13, %43
  %44 = phi i32 [ %51, %43 ], [ 0, %13 ]
  %45 = getelementptr inbounds [33 x ptr], ptr @ints, i32 0, i32 %44
  %46 = load ptr, ptr %45, align 4, !tbaa !5
  %47 = tail call i32 @strtol(ptr nocapture noundef nonnull %46, ptr noundef null, i32 noundef 10) #5
  %48 = tail call i32 @strtol(ptr nocapture noundef nonnull %46, ptr noundef null, i32 noundef 10) #5
  %49 = tail call i64 @strtoll(ptr nocapture noundef nonnull %46, ptr noundef null, i32 noundef 10) #5
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %46, i32 noundef %47, i32 noundef %48, i64 noundef %49)
  %51 = add nuw nsw i32 %44, 1
  %52 = icmp eq i32 %51, 33
  br i1 %52, label %54, label %43, !llvm.loop !14

53:                                               ; preds = %54
  ret i32 0

54:                                               ; preds = %43, %54
  %55 = phi i32 [ %76, %54 ], [ 0, %43 ]
  %56 = getelementptr inbounds [27 x ptr], ptr @flts, i32 0, i32 %55
  %57 = load ptr, ptr %56, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #5
  store i32 0, ptr %7, align 4, !tbaa !11
  %58 = call double @strtod(ptr noundef %57, ptr noundef nonnull %5) #5
  %59 = load i32, ptr %7, align 4, !tbaa !11
  store i32 0, ptr %7, align 4, !tbaa !11
  %60 = call float @strtof(ptr noundef %57, ptr noundef nonnull %6) #5
  %61 = load i32, ptr %7, align 4, !tbaa !11
  %62 = load ptr, ptr %5, align 4, !tbaa !5
  %63 = ptrtoint ptr %62 to i32
  %64 = ptrtoint ptr %57 to i32
  %65 = sub i32 %63, %64
  %66 = icmp ne i32 %59, 0
  %67 = zext i1 %66 to i32
  %68 = fpext float %60 to double
  %69 = load ptr, ptr %6, align 4, !tbaa !5
  %70 = ptrtoint ptr %69 to i32
  %71 = sub i32 %70, %64
  %72 = icmp ne i32 %61, 0
  %73 = zext i1 %72 to i32
  %74 = tail call double @strtod(ptr nocapture noundef nonnull %57, ptr noundef null) #5
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %57, double noundef %58, double noundef %58, i32 noundef %65, i32 noundef %67, double noundef %68, double noundef %68, i32 noundef %71, i32 noundef %73, double noundef %74)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #5
  %76 = add nuw nsw i32 %55, 1
  %77 = icmp eq i32 %76, 27
  br i1 %77, label %53, label %54, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i32 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i32 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoll(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoull(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @strtof(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind willreturn memory(none) }
attributes #5 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
