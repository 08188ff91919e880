; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, i32 (i32, i32)* }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@.str = private unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"ildscp\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"forward %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"+-*/%\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%c:%d \00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", align 1
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 16
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 16
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 16
@run.dispatch = internal unnamed_addr constant [8 x i8*] [i8* blockaddress(@run, %14), i8* blockaddress(@run, %36), i8* blockaddress(@run, %44), i8* blockaddress(@run, %52), i8* blockaddress(@run, %61), i8* blockaddress(@run, %75), i8* blockaddress(@run, %85), i8* blockaddress(@run, %88)], align 16
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1

; Function Attrs: uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i64 (i8*, ...) @vsum(i8* undef, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef 65, i32 262147)
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %1)
  %3 = tail call i32 (i32, ...) @forward(i32 undef, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef %3)
  br label %5

5:                                                ; preds = %34, %0
  %6 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), %0 ], [ %38, %34 ]
  %7 = load i8, i8* %6, align 1, !tbaa !5
  switch i8 %7, label %23 [
    i8 0, label %8
    i8 43, label %28
    i8 45, label %25
    i8 42, label %26
    i8 47, label %27
  ]

8:                                                ; preds = %5
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef 54)
  %10 = tail call fastcc i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i64 0, i64 0))
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef %10, i32 noundef 120)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i64 0, i64 0), i32 noundef 39, i32 noundef -1837022641)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i64 0, i64 0), i32 noundef 23)
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i64 0, i64 0), i32 noundef 128, i32 noundef 255, i32 noundef 39)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0))
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.15, i64 0, i64 0))
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0))
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0))
  %19 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 0), align 8, !tbaa !8
  %20 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 2), align 8, !tbaa !12
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 1, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 2, i64 0), i32 noundef %19, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 1, i64 0), double noundef %20, i32 noundef 6)
  %22 = tail call i32 @putchar(i32 noundef 10)
  ret i32 0

23:                                               ; preds = %5
  %24 = sext i8 %7 to i32
  br label %34

25:                                               ; preds = %5
  br label %28

26:                                               ; preds = %5
  br label %28

27:                                               ; preds = %5
  br label %28

28:                                               ; preds = %5, %25, %26, %27
  %29 = phi i64 [ 1, %25 ], [ 2, %26 ], [ 3, %27 ], [ 0, %5 ]
  %30 = zext i8 %7 to i32
  %31 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %29, i32 1
  %32 = load i32 (i32, i32)*, i32 (i32, i32)** %31, align 8, !tbaa !13
  %33 = tail call i32 %32(i32 noundef 17, i32 noundef 5)
  br label %34

34:                                               ; preds = %23, %28
  %35 = phi i32 [ %30, %28 ], [ %24, %23 ]
  %36 = phi i32 [ %33, %28 ], [ -1, %23 ]
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i32 noundef %35, i32 noundef %36)
  %38 = getelementptr inbounds i8, i8* %6, i64 1
  br label %5, !llvm.loop !16
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @vsum(i8* nocapture readnone %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #7
  %5 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %5) #7
  call void @llvm.va_start(i8* nonnull %4)
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4)
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 1
  br label %15

11:                                               ; preds = %131
  call void @llvm.va_end(i8* nonnull %4)
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 0
  %13 = load i32, i32* %12, align 16
  %14 = icmp ult i32 %13, 41
  br i1 %14, label %136, label %142

15:                                               ; preds = %1, %131
  %16 = phi i8 [ 105, %1 ], [ %134, %131 ]
  %17 = phi i64 [ 0, %1 ], [ %132, %131 ]
  %18 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), %1 ], [ %133, %131 ]
  %19 = sext i8 %16 to i32
  switch i32 %19, label %131 [
    i32 105, label %20
    i32 108, label %36
    i32 100, label %51
    i32 115, label %68
    i32 99, label %91
    i32 112, label %109
  ]

20:                                               ; preds = %15
  %21 = load i32, i32* %6, align 16
  %22 = icmp ult i32 %21, 41
  br i1 %22, label %23, label %27

23:                                               ; preds = %20
  %24 = zext i32 %21 to i64
  %25 = getelementptr i8, i8* %9, i64 %24
  %26 = add nuw nsw i32 %21, 8
  store i32 %26, i32* %6, align 16
  br label %30

27:                                               ; preds = %20
  %28 = load i8*, i8** %7, align 8
  %29 = getelementptr i8, i8* %28, i64 8
  store i8* %29, i8** %7, align 8
  br label %30

30:                                               ; preds = %27, %23
  %31 = phi i8* [ %25, %23 ], [ %28, %27 ]
  %32 = bitcast i8* %31 to i32*
  %33 = load i32, i32* %32, align 4
  %34 = sext i32 %33 to i64
  %35 = add nsw i64 %17, %34
  br label %131

36:                                               ; preds = %15
  %37 = load i32, i32* %6, align 16
  %38 = icmp ult i32 %37, 41
  br i1 %38, label %39, label %43

39:                                               ; preds = %36
  %40 = zext i32 %37 to i64
  %41 = getelementptr i8, i8* %9, i64 %40
  %42 = add nuw nsw i32 %37, 8
  store i32 %42, i32* %6, align 16
  br label %46

43:                                               ; preds = %36
  %44 = load i8*, i8** %7, align 8
  %45 = getelementptr i8, i8* %44, i64 8
  store i8* %45, i8** %7, align 8
  br label %46

46:                                               ; preds = %43, %39
  %47 = phi i8* [ %41, %39 ], [ %44, %43 ]
  %48 = bitcast i8* %47 to i64*
  %49 = load i64, i64* %48, align 8
  %50 = add nsw i64 %49, %17
  br label %131

51:                                               ; preds = %15
  %52 = load i32, i32* %10, align 4
  %53 = icmp ult i32 %52, 161
  br i1 %53, label %54, label %58

54:                                               ; preds = %51
  %55 = zext i32 %52 to i64
  %56 = getelementptr i8, i8* %9, i64 %55
  %57 = add nuw nsw i32 %52, 16
  store i32 %57, i32* %10, align 4
  br label %61

58:                                               ; preds = %51
  %59 = load i8*, i8** %7, align 8
  %60 = getelementptr i8, i8* %59, i64 8
  store i8* %60, i8** %7, align 8
  br label %61

61:                                               ; preds = %58, %54
  %62 = phi i8* [ %56, %54 ], [ %59, %58 ]
  %63 = bitcast i8* %62 to double*
  %64 = load double, double* %63, align 8
  %65 = fmul double %64, 1.000000e+01
  %66 = fptosi double %65 to i64
  %67 = add nsw i64 %17, %66
  br label %131

68:                                               ; preds = %15
  %69 = load i32, i32* %6, align 16
  %70 = icmp ult i32 %69, 41
  br i1 %70, label %71, label %75

71:                                               ; preds = %68
  %72 = zext i32 %69 to i64
  %73 = getelementptr i8, i8* %9, i64 %72
  %74 = add nuw nsw i32 %69, 8
  store i32 %74, i32* %6, align 16
  br label %78

75:                                               ; preds = %68
  %76 = load i8*, i8** %7, align 8
  %77 = getelementptr i8, i8* %76, i64 8
  store i8* %77, i8** %7, align 8
  br label %78

78:                                               ; preds = %75, %71
  %79 = phi i8* [ %73, %71 ], [ %76, %75 ]
  %80 = bitcast i8* %79 to i8**
  %81 = load i8*, i8** %80, align 8
  %82 = load i8, i8* %81, align 1, !tbaa !5
  %83 = icmp eq i8 %82, 0
  br i1 %83, label %131, label %84

84:                                               ; preds = %78, %84
  %85 = phi i64 [ %88, %84 ], [ %17, %78 ]
  %86 = phi i8* [ %87, %84 ], [ %81, %78 ]
  %87 = getelementptr inbounds i8, i8* %86, i64 1
  %88 = add nsw i64 %85, 1
  %89 = load i8, i8* %87, align 1, !tbaa !5
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %131, label %84, !llvm.loop !18

91:                                               ; preds = %15
  %92 = load i32, i32* %6, align 16
  %93 = icmp ult i32 %92, 41
  br i1 %93, label %94, label %98

94:                                               ; preds = %91
  %95 = zext i32 %92 to i64
  %96 = getelementptr i8, i8* %9, i64 %95
  %97 = add nuw nsw i32 %92, 8
  store i32 %97, i32* %6, align 16
  br label %101

98:                                               ; preds = %91
  %99 = load i8*, i8** %7, align 8
  %100 = getelementptr i8, i8* %99, i64 8
  store i8* %100, i8** %7, align 8
  br label %101

101:                                              ; preds = %98, %94
  %102 = phi i8* [ %96, %94 ], [ %99, %98 ]
  %103 = bitcast i8* %102 to i32*
  %104 = load i32, i32* %103, align 4
  %105 = zext i32 %104 to i64
  %106 = shl i64 %105, 56
  %107 = ashr exact i64 %106, 56
  %108 = add nsw i64 %107, %17
  br label %131

109:                                              ; preds = %15
  %110 = load i32, i32* %6, align 16
  %111 = icmp ult i32 %110, 41
  br i1 %111, label %112, label %116

112:                                              ; preds = %109
  %113 = zext i32 %110 to i64
  %114 = getelementptr i8, i8* %9, i64 %113
  %115 = add nuw nsw i32 %110, 8
  store i32 %115, i32* %6, align 16
  br label %119

116:                                              ; preds = %109
  %117 = load i8*, i8** %7, align 8
  %118 = getelementptr i8, i8* %117, i64 8
  store i8* %118, i8** %7, align 8
  br label %119

119:                                              ; preds = %116, %112
  %120 = phi i8* [ %114, %112 ], [ %117, %116 ]
  %121 = bitcast i8* %120 to i16*
  %122 = load i16, i16* %121, align 2, !tbaa.struct !19
  %123 = getelementptr inbounds i8, i8* %120, i64 2
  %124 = bitcast i8* %123 to i16*
  %125 = load i16, i16* %124, align 2, !tbaa.struct !22
  %126 = sext i16 %122 to i64
  %127 = mul nsw i64 %126, 100
  %128 = sext i16 %125 to i64
  %129 = add i64 %17, %128
  %130 = add i64 %129, %127
  br label %131

131:                                              ; preds = %84, %78, %30, %46, %61, %101, %119, %15
  %132 = phi i64 [ %17, %15 ], [ %130, %119 ], [ %108, %101 ], [ %67, %61 ], [ %50, %46 ], [ %35, %30 ], [ %17, %78 ], [ %88, %84 ]
  %133 = getelementptr inbounds i8, i8* %18, i64 1
  %134 = load i8, i8* %133, align 1, !tbaa !5
  %135 = icmp eq i8* %133, getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 6)
  br i1 %135, label %11, label %15, !llvm.loop !23

136:                                              ; preds = %11
  %137 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 3
  %138 = load i8*, i8** %137, align 16
  %139 = zext i32 %13 to i64
  %140 = getelementptr i8, i8* %138, i64 %139
  %141 = add nuw nsw i32 %13, 8
  store i32 %141, i32* %12, align 16
  br label %146

142:                                              ; preds = %11
  %143 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 2
  %144 = load i8*, i8** %143, align 8
  %145 = getelementptr i8, i8* %144, i64 8
  store i8* %145, i8** %143, align 8
  br label %146

146:                                              ; preds = %136, %142
  %147 = phi i8* [ %140, %136 ], [ %144, %142 ]
  %148 = bitcast i8* %147 to i32*
  %149 = load i32, i32* %148, align 4
  call void @llvm.va_end(i8* nonnull %5)
  %150 = mul nsw i64 %132, 1000
  %151 = sext i32 %149 to i64
  %152 = add nsw i64 %150, %151
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %5) #7
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #7
  ret i64 %152
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i32 @forward(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #7
  call void @llvm.va_start(i8* nonnull %3)
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %7 = load i8*, i8** %6, align 16
  %8 = load i32, i32* %4, align 16
  %9 = icmp ult i32 %8, 41
  br i1 %9, label %15, label %10

10:                                               ; preds = %1
  %11 = load i8*, i8** %5, align 8
  %12 = getelementptr i8, i8* %11, i64 8
  store i8* %12, i8** %5, align 8
  %13 = bitcast i8* %11 to i32*
  %14 = load i32, i32* %13, align 4
  br label %22

15:                                               ; preds = %1
  %16 = zext i32 %8 to i64
  %17 = getelementptr i8, i8* %7, i64 %16
  %18 = add nuw nsw i32 %8, 8
  store i32 %18, i32* %4, align 16
  %19 = bitcast i8* %17 to i32*
  %20 = load i32, i32* %19, align 4
  %21 = icmp ult i32 %8, 33
  br i1 %21, label %28, label %22

22:                                               ; preds = %15, %10
  %23 = phi i32 [ %14, %10 ], [ %20, %15 ]
  %24 = load i8*, i8** %5, align 8
  %25 = getelementptr i8, i8* %24, i64 8
  store i8* %25, i8** %5, align 8
  %26 = bitcast i8* %24 to i32*
  %27 = load i32, i32* %26, align 4
  br label %35

28:                                               ; preds = %15
  %29 = zext i32 %18 to i64
  %30 = getelementptr i8, i8* %7, i64 %29
  %31 = add nuw nsw i32 %8, 16
  store i32 %31, i32* %4, align 16
  %32 = bitcast i8* %30 to i32*
  %33 = load i32, i32* %32, align 4
  %34 = icmp ult i32 %8, 25
  br i1 %34, label %42, label %35

35:                                               ; preds = %28, %22
  %36 = phi i32 [ %27, %22 ], [ %33, %28 ]
  %37 = phi i32 [ %23, %22 ], [ %20, %28 ]
  %38 = load i8*, i8** %5, align 8
  %39 = getelementptr i8, i8* %38, i64 8
  store i8* %39, i8** %5, align 8
  %40 = bitcast i8* %38 to i32*
  %41 = load i32, i32* %40, align 4
  br label %49

42:                                               ; preds = %28
  %43 = zext i32 %31 to i64
  %44 = getelementptr i8, i8* %7, i64 %43
  %45 = add nuw nsw i32 %8, 24
  store i32 %45, i32* %4, align 16
  %46 = bitcast i8* %44 to i32*
  %47 = load i32, i32* %46, align 4
  %48 = icmp ult i32 %8, 17
  br i1 %48, label %55, label %49

49:                                               ; preds = %35, %42
  %50 = phi i32 [ %41, %35 ], [ %47, %42 ]
  %51 = phi i32 [ %37, %35 ], [ %20, %42 ]
  %52 = phi i32 [ %36, %35 ], [ %33, %42 ]
  %53 = load i8*, i8** %5, align 8
  %54 = getelementptr i8, i8* %53, i64 8
  store i8* %54, i8** %5, align 8
  br label %59

55:                                               ; preds = %42
  %56 = zext i32 %45 to i64
  %57 = getelementptr i8, i8* %7, i64 %56
  %58 = add nuw nsw i32 %8, 32
  store i32 %58, i32* %4, align 16
  br label %59

59:                                               ; preds = %55, %49
  %60 = phi i32 [ %47, %55 ], [ %50, %49 ]
  %61 = phi i32 [ %20, %55 ], [ %51, %49 ]
  %62 = phi i32 [ %33, %55 ], [ %52, %49 ]
  %63 = phi i8* [ %57, %55 ], [ %53, %49 ]
  %64 = mul nsw i32 %61, 31
  %65 = add nsw i32 %62, %64
  %66 = mul nsw i32 %65, 31
  %67 = add nsw i32 %60, %66
  %68 = mul nsw i32 %67, 31
  %69 = bitcast i8* %63 to i32*
  %70 = load i32, i32* %69, align 4
  %71 = add nsw i32 %70, %68
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #7
  ret i32 %71
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #4 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #4 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #4 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: nofree norecurse nosync nounwind readnone uwtable
define internal fastcc i32 @run(i32* nocapture noundef readnone %0) #5 {
  %2 = alloca [16 x i32], align 16
  br label %3

3:                                                ; preds = %27, %1
  %4 = phi i32 [ 1, %1 ], [ %29, %27 ]
  %5 = phi i32 [ 0, %1 ], [ %30, %27 ]
  %6 = phi i8* [ blockaddress(@run, %14), %1 ], [ %35, %27 ]
  %7 = add nsw i32 %5, -1
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %8
  %10 = add nsw i32 %5, -2
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %11
  %13 = sext i32 %4 to i64
  br label %90

14:                                               ; preds = %90
  %15 = trunc i64 %91 to i32
  %16 = shl i64 %91, 32
  %17 = ashr exact i64 %16, 32
  %18 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %17
  %19 = load i32, i32* %18, align 4, !tbaa !24
  %20 = add nsw i32 %5, 1
  %21 = sext i32 %5 to i64
  %22 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %21
  store i32 %19, i32* %22, align 4, !tbaa !24
  %23 = add nsw i32 %15, 2
  %24 = shl i64 %91, 32
  %25 = add i64 %24, 4294967296
  %26 = ashr exact i64 %25, 32
  br label %27

27:                                               ; preds = %14, %71, %52, %44, %36
  %28 = phi i64 [ %26, %14 ], [ %74, %71 ], [ %60, %52 ], [ %51, %44 ], [ %43, %36 ]
  %29 = phi i32 [ %23, %14 ], [ %73, %71 ], [ %58, %52 ], [ %49, %44 ], [ %41, %36 ]
  %30 = phi i32 [ %20, %14 ], [ %7, %71 ], [ %57, %52 ], [ %7, %44 ], [ %7, %36 ]
  %31 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %28
  %32 = load i32, i32* %31, align 4, !tbaa !24
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %33
  %35 = load i8*, i8** %34, align 8, !tbaa !25
  br label %3

36:                                               ; preds = %90
  %37 = trunc i64 %91 to i32
  %38 = load i32, i32* %9, align 4, !tbaa !24
  %39 = load i32, i32* %12, align 4, !tbaa !24
  %40 = add nsw i32 %39, %38
  store i32 %40, i32* %12, align 4, !tbaa !24
  %41 = add nsw i32 %37, 1
  %42 = shl i64 %91, 32
  %43 = ashr exact i64 %42, 32
  br label %27

44:                                               ; preds = %90
  %45 = trunc i64 %91 to i32
  %46 = load i32, i32* %9, align 4, !tbaa !24
  %47 = load i32, i32* %12, align 4, !tbaa !24
  %48 = mul nsw i32 %47, %46
  store i32 %48, i32* %12, align 4, !tbaa !24
  %49 = add nsw i32 %45, 1
  %50 = shl i64 %91, 32
  %51 = ashr exact i64 %50, 32
  br label %27

52:                                               ; preds = %90
  %53 = trunc i64 %91 to i32
  %54 = load i32, i32* %12, align 4, !tbaa !24
  %55 = sext i32 %5 to i64
  %56 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %55
  store i32 %54, i32* %56, align 4, !tbaa !24
  %57 = add nsw i32 %5, 1
  %58 = add nsw i32 %53, 1
  %59 = shl i64 %91, 32
  %60 = ashr exact i64 %59, 32
  br label %27

61:                                               ; preds = %90
  %62 = trunc i64 %91 to i32
  %63 = add nsw i32 %62, 1
  %64 = load i32, i32* %9, align 4, !tbaa !24
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %71, label %66

66:                                               ; preds = %61
  %67 = shl i64 %91, 32
  %68 = ashr exact i64 %67, 32
  %69 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %68
  %70 = load i32, i32* %69, align 4, !tbaa !24
  br label %71

71:                                               ; preds = %66, %61
  %72 = phi i32 [ %70, %66 ], [ %63, %61 ]
  %73 = add nsw i32 %72, 1
  %74 = sext i32 %72 to i64
  br label %27

75:                                               ; preds = %90
  %76 = load i32, i32* %9, align 4, !tbaa !24
  %77 = add nsw i32 %76, -1
  store i32 %77, i32* %9, align 4, !tbaa !24
  br label %78

78:                                               ; preds = %75, %85
  %79 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %91
  %80 = load i32, i32* %79, align 4, !tbaa !24
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %81
  %83 = load i8*, i8** %82, align 8, !tbaa !25
  %84 = add i64 %91, 1
  br label %90

85:                                               ; preds = %90
  %86 = load i32, i32* %9, align 4, !tbaa !24
  %87 = load i32, i32* %12, align 4, !tbaa !24
  store i32 %87, i32* %9, align 4, !tbaa !24
  store i32 %86, i32* %12, align 4, !tbaa !24
  br label %78

88:                                               ; preds = %90
  %89 = load i32, i32* %9, align 4, !tbaa !24
  ret i32 %89

90:                                               ; preds = %78, %3
  %91 = phi i64 [ %84, %78 ], [ %13, %3 ]
  %92 = phi i8* [ %83, %78 ], [ %6, %3 ]
  indirectbr i8* %92, [label %14, label %36, label %44, label %52, label %61, label %75, label %85, label %88]
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #4 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ]
  ret i32 %7
}

attributes #0 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !10, i64 0}
!9 = !{!"", !10, i64 0, !6, i64 4, !11, i64 16}
!10 = !{!"int", !6, i64 0}
!11 = !{!"double", !6, i64 0}
!12 = !{!9, !11, i64 16}
!13 = !{!14, !15, i64 8}
!14 = !{!"", !6, i64 0, !15, i64 8}
!15 = !{!"any pointer", !6, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = !{i64 0, i64 2, !20, i64 2, i64 2, !20}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !6, i64 0}
!22 = !{i64 0, i64 2, !20}
!23 = distinct !{!23, !17}
!24 = !{!10, !10, i64 0}
!25 = !{!15, !15, i64 0}
