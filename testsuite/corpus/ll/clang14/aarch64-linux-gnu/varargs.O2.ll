; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, i32 (i32, i32)* }
%struct.__va_list = type { i8*, i8*, i8*, i32, i32 }

@.str = private unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"ildscp\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"forward %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"+-*/%\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%c:%d \00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", align 1
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 4
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 8
@run.dispatch = internal unnamed_addr constant [8 x i8*] [i8* blockaddress(@run, %14), i8* blockaddress(@run, %36), i8* blockaddress(@run, %44), i8* blockaddress(@run, %52), i8* blockaddress(@run, %61), i8* blockaddress(@run, %75), i8* blockaddress(@run, %85), i8* blockaddress(@run, %88)], align 8
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1

; Function Attrs: uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i64 (i8*, ...) @vsum(i8* undef, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef 65, i64 262147)
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %1)
  %3 = tail call i32 (i32, ...) @forward(i32 undef, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef %3)
  br label %5

5:                                                ; preds = %31, %0
  %6 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), %0 ], [ %35, %31 ]
  %7 = load i8, i8* %6, align 1, !tbaa !10
  switch i8 %7, label %31 [
    i8 0, label %8
    i8 43, label %26
    i8 45, label %23
    i8 42, label %24
    i8 47, label %25
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
  %19 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 0), align 8, !tbaa !13
  %20 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 2), align 8, !tbaa !17
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 1, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 2, i64 0), i32 noundef %19, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 1, i64 0), double noundef %20, i32 noundef 6)
  %22 = tail call i32 @putchar(i32 noundef 10)
  ret i32 0

23:                                               ; preds = %5
  br label %26

24:                                               ; preds = %5
  br label %26

25:                                               ; preds = %5
  br label %26

26:                                               ; preds = %25, %24, %23, %5
  %27 = phi i64 [ 1, %23 ], [ 2, %24 ], [ 3, %25 ], [ 0, %5 ]
  %28 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %27, i32 1
  %29 = load i32 (i32, i32)*, i32 (i32, i32)** %28, align 8, !tbaa !18
  %30 = tail call i32 %29(i32 noundef 17, i32 noundef 5)
  br label %31

31:                                               ; preds = %5, %26
  %32 = phi i32 [ %30, %26 ], [ -1, %5 ]
  %33 = zext i8 %7 to i32
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i32 noundef %33, i32 noundef %32)
  %35 = getelementptr inbounds i8, i8* %6, i64 1
  br label %5, !llvm.loop !21
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @vsum(i8* nocapture readnone %0, ...) unnamed_addr #3 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = bitcast %struct.__va_list* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %4) #7
  %5 = bitcast %struct.__va_list* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %5) #7
  call void @llvm.va_start(i8* nonnull %4)
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4)
  %6 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 3
  %7 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 1
  %8 = load i8*, i8** %7, align 8
  %9 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 0
  %10 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 4
  %11 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 2
  %12 = load i8*, i8** %11, align 8
  br label %13

13:                                               ; preds = %143, %1
  %14 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), %1 ], [ %145, %143 ]
  %15 = phi i64 [ 0, %1 ], [ %144, %143 ]
  %16 = load i8, i8* %14, align 1, !tbaa !10
  switch i8 %16, label %143 [
    i8 0, label %17
    i8 105, label %21
    i8 108, label %39
    i8 100, label %56
    i8 115, label %75
    i8 99, label %100
    i8 112, label %119
  ]

17:                                               ; preds = %13
  call void @llvm.va_end(i8* nonnull %4)
  %18 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i64 0, i32 3
  %19 = load i32, i32* %18, align 8
  %20 = icmp sgt i32 %19, -1
  br i1 %20, label %154, label %146

21:                                               ; preds = %13
  %22 = load i32, i32* %6, align 8
  %23 = icmp sgt i32 %22, -1
  br i1 %23, label %30, label %24

24:                                               ; preds = %21
  %25 = add nsw i32 %22, 8
  store i32 %25, i32* %6, align 8
  %26 = icmp ult i32 %22, -7
  br i1 %26, label %27, label %30

27:                                               ; preds = %24
  %28 = sext i32 %22 to i64
  %29 = getelementptr inbounds i8, i8* %8, i64 %28
  br label %33

30:                                               ; preds = %24, %21
  %31 = load i8*, i8** %9, align 8
  %32 = getelementptr inbounds i8, i8* %31, i64 8
  store i8* %32, i8** %9, align 8
  br label %33

33:                                               ; preds = %30, %27
  %34 = phi i8* [ %29, %27 ], [ %31, %30 ]
  %35 = bitcast i8* %34 to i32*
  %36 = load i32, i32* %35, align 8
  %37 = sext i32 %36 to i64
  %38 = add nsw i64 %15, %37
  br label %143

39:                                               ; preds = %13
  %40 = load i32, i32* %6, align 8
  %41 = icmp sgt i32 %40, -1
  br i1 %41, label %48, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %40, 8
  store i32 %43, i32* %6, align 8
  %44 = icmp ult i32 %40, -7
  br i1 %44, label %45, label %48

45:                                               ; preds = %42
  %46 = sext i32 %40 to i64
  %47 = getelementptr inbounds i8, i8* %8, i64 %46
  br label %51

48:                                               ; preds = %42, %39
  %49 = load i8*, i8** %9, align 8
  %50 = getelementptr inbounds i8, i8* %49, i64 8
  store i8* %50, i8** %9, align 8
  br label %51

51:                                               ; preds = %48, %45
  %52 = phi i8* [ %47, %45 ], [ %49, %48 ]
  %53 = bitcast i8* %52 to i64*
  %54 = load i64, i64* %53, align 8
  %55 = add nsw i64 %54, %15
  br label %143

56:                                               ; preds = %13
  %57 = load i32, i32* %10, align 4
  %58 = icmp sgt i32 %57, -1
  br i1 %58, label %65, label %59

59:                                               ; preds = %56
  %60 = add nsw i32 %57, 16
  store i32 %60, i32* %10, align 4
  %61 = icmp ult i32 %57, -15
  br i1 %61, label %62, label %65

62:                                               ; preds = %59
  %63 = sext i32 %57 to i64
  %64 = getelementptr inbounds i8, i8* %12, i64 %63
  br label %68

65:                                               ; preds = %59, %56
  %66 = load i8*, i8** %9, align 8
  %67 = getelementptr inbounds i8, i8* %66, i64 8
  store i8* %67, i8** %9, align 8
  br label %68

68:                                               ; preds = %65, %62
  %69 = phi i8* [ %64, %62 ], [ %66, %65 ]
  %70 = bitcast i8* %69 to double*
  %71 = load double, double* %70, align 8
  %72 = fmul double %71, 1.000000e+01
  %73 = fptosi double %72 to i64
  %74 = add nsw i64 %15, %73
  br label %143

75:                                               ; preds = %13
  %76 = load i32, i32* %6, align 8
  %77 = icmp sgt i32 %76, -1
  br i1 %77, label %84, label %78

78:                                               ; preds = %75
  %79 = add nsw i32 %76, 8
  store i32 %79, i32* %6, align 8
  %80 = icmp ult i32 %76, -7
  br i1 %80, label %81, label %84

81:                                               ; preds = %78
  %82 = sext i32 %76 to i64
  %83 = getelementptr inbounds i8, i8* %8, i64 %82
  br label %87

84:                                               ; preds = %78, %75
  %85 = load i8*, i8** %9, align 8
  %86 = getelementptr inbounds i8, i8* %85, i64 8
  store i8* %86, i8** %9, align 8
  br label %87

87:                                               ; preds = %84, %81
  %88 = phi i8* [ %83, %81 ], [ %85, %84 ]
  %89 = bitcast i8* %88 to i8**
  %90 = load i8*, i8** %89, align 8
  %91 = load i8, i8* %90, align 1, !tbaa !10
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %143, label %93

93:                                               ; preds = %87, %93
  %94 = phi i64 [ %97, %93 ], [ %15, %87 ]
  %95 = phi i8* [ %96, %93 ], [ %90, %87 ]
  %96 = getelementptr inbounds i8, i8* %95, i64 1
  %97 = add nsw i64 %94, 1
  %98 = load i8, i8* %96, align 1, !tbaa !10
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %143, label %93, !llvm.loop !23

100:                                              ; preds = %13
  %101 = load i32, i32* %6, align 8
  %102 = icmp sgt i32 %101, -1
  br i1 %102, label %109, label %103

103:                                              ; preds = %100
  %104 = add nsw i32 %101, 8
  store i32 %104, i32* %6, align 8
  %105 = icmp ult i32 %101, -7
  br i1 %105, label %106, label %109

106:                                              ; preds = %103
  %107 = sext i32 %101 to i64
  %108 = getelementptr inbounds i8, i8* %8, i64 %107
  br label %112

109:                                              ; preds = %103, %100
  %110 = load i8*, i8** %9, align 8
  %111 = getelementptr inbounds i8, i8* %110, i64 8
  store i8* %111, i8** %9, align 8
  br label %112

112:                                              ; preds = %109, %106
  %113 = phi i8* [ %108, %106 ], [ %110, %109 ]
  %114 = bitcast i8* %113 to i32*
  %115 = load i32, i32* %114, align 8
  %116 = and i32 %115, 255
  %117 = zext i32 %116 to i64
  %118 = add nsw i64 %15, %117
  br label %143

119:                                              ; preds = %13
  %120 = load i32, i32* %6, align 8
  %121 = icmp sgt i32 %120, -1
  br i1 %121, label %128, label %122

122:                                              ; preds = %119
  %123 = add nsw i32 %120, 8
  store i32 %123, i32* %6, align 8
  %124 = icmp ult i32 %120, -7
  br i1 %124, label %125, label %128

125:                                              ; preds = %122
  %126 = sext i32 %120 to i64
  %127 = getelementptr inbounds i8, i8* %8, i64 %126
  br label %131

128:                                              ; preds = %122, %119
  %129 = load i8*, i8** %9, align 8
  %130 = getelementptr inbounds i8, i8* %129, i64 8
  store i8* %130, i8** %9, align 8
  br label %131

131:                                              ; preds = %128, %125
  %132 = phi i8* [ %127, %125 ], [ %129, %128 ]
  %133 = bitcast i8* %132 to i16*
  %134 = load i16, i16* %133, align 8, !tbaa.struct !24
  %135 = getelementptr inbounds i8, i8* %132, i64 2
  %136 = bitcast i8* %135 to i16*
  %137 = load i16, i16* %136, align 2, !tbaa.struct !27
  %138 = sext i16 %134 to i64
  %139 = mul nsw i64 %138, 100
  %140 = sext i16 %137 to i64
  %141 = add i64 %15, %140
  %142 = add i64 %141, %139
  br label %143

143:                                              ; preds = %93, %87, %13, %33, %51, %68, %112, %131
  %144 = phi i64 [ %142, %131 ], [ %118, %112 ], [ %74, %68 ], [ %55, %51 ], [ %38, %33 ], [ %15, %13 ], [ %15, %87 ], [ %97, %93 ]
  %145 = getelementptr inbounds i8, i8* %14, i64 1
  br label %13, !llvm.loop !28

146:                                              ; preds = %17
  %147 = add nsw i32 %19, 8
  store i32 %147, i32* %18, align 8
  %148 = icmp ult i32 %19, -7
  br i1 %148, label %149, label %154

149:                                              ; preds = %146
  %150 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i64 0, i32 1
  %151 = load i8*, i8** %150, align 8
  %152 = sext i32 %19 to i64
  %153 = getelementptr inbounds i8, i8* %151, i64 %152
  br label %158

154:                                              ; preds = %146, %17
  %155 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i64 0, i32 0
  %156 = load i8*, i8** %155, align 8
  %157 = getelementptr inbounds i8, i8* %156, i64 8
  store i8* %157, i8** %155, align 8
  br label %158

158:                                              ; preds = %149, %154
  %159 = phi i8* [ %153, %149 ], [ %156, %154 ]
  %160 = bitcast i8* %159 to i32*
  %161 = load i32, i32* %160, align 8
  call void @llvm.va_end(i8* nonnull %5)
  %162 = mul nsw i64 %15, 1000
  %163 = sext i32 %161 to i64
  %164 = add nsw i64 %162, %163
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %5) #7
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %4) #7
  ret i64 %164
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i32 @forward(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca %struct.__va_list, align 8
  %3 = bitcast %struct.__va_list* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %3) #7
  call void @llvm.va_start(i8* nonnull %3)
  %4 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 3
  %5 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 1
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %2, i64 0, i32 0
  %8 = load i32, i32* %4, align 8
  %9 = icmp sgt i32 %8, -1
  br i1 %9, label %13, label %10

10:                                               ; preds = %1
  %11 = add nsw i32 %8, 8
  store i32 %11, i32* %4, align 8
  %12 = icmp ult i32 %8, -7
  br i1 %12, label %18, label %13

13:                                               ; preds = %1, %10
  %14 = load i8*, i8** %7, align 8
  %15 = getelementptr inbounds i8, i8* %14, i64 8
  store i8* %15, i8** %7, align 8
  %16 = bitcast i8* %14 to i32*
  %17 = load i32, i32* %16, align 8
  br label %27

18:                                               ; preds = %10
  %19 = sext i32 %8 to i64
  %20 = getelementptr inbounds i8, i8* %6, i64 %19
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 8
  %23 = icmp sgt i32 %8, -9
  br i1 %23, label %27, label %24

24:                                               ; preds = %18
  %25 = add nsw i32 %8, 16
  store i32 %25, i32* %4, align 8
  %26 = icmp ult i32 %11, -7
  br i1 %26, label %33, label %27

27:                                               ; preds = %18, %24, %13
  %28 = phi i32 [ %22, %24 ], [ %22, %18 ], [ %17, %13 ]
  %29 = load i8*, i8** %7, align 8
  %30 = getelementptr inbounds i8, i8* %29, i64 8
  store i8* %30, i8** %7, align 8
  %31 = bitcast i8* %29 to i32*
  %32 = load i32, i32* %31, align 8
  br label %42

33:                                               ; preds = %24
  %34 = sext i32 %11 to i64
  %35 = getelementptr inbounds i8, i8* %6, i64 %34
  %36 = bitcast i8* %35 to i32*
  %37 = load i32, i32* %36, align 8
  %38 = icmp sgt i32 %8, -17
  br i1 %38, label %42, label %39

39:                                               ; preds = %33
  %40 = add nsw i32 %8, 24
  store i32 %40, i32* %4, align 8
  %41 = icmp ult i32 %25, -7
  br i1 %41, label %49, label %42

42:                                               ; preds = %33, %39, %27
  %43 = phi i32 [ %37, %39 ], [ %37, %33 ], [ %32, %27 ]
  %44 = phi i32 [ %22, %39 ], [ %22, %33 ], [ %28, %27 ]
  %45 = load i8*, i8** %7, align 8
  %46 = getelementptr inbounds i8, i8* %45, i64 8
  store i8* %46, i8** %7, align 8
  %47 = bitcast i8* %45 to i32*
  %48 = load i32, i32* %47, align 8
  br label %61

49:                                               ; preds = %39
  %50 = sext i32 %25 to i64
  %51 = getelementptr inbounds i8, i8* %6, i64 %50
  %52 = bitcast i8* %51 to i32*
  %53 = load i32, i32* %52, align 8
  %54 = icmp sgt i32 %8, -25
  br i1 %54, label %61, label %55

55:                                               ; preds = %49
  %56 = add nsw i32 %8, 32
  store i32 %56, i32* %4, align 8
  %57 = icmp ult i32 %40, -7
  br i1 %57, label %58, label %61

58:                                               ; preds = %55
  %59 = sext i32 %40 to i64
  %60 = getelementptr inbounds i8, i8* %6, i64 %59
  br label %67

61:                                               ; preds = %42, %55, %49
  %62 = phi i32 [ %48, %42 ], [ %53, %55 ], [ %53, %49 ]
  %63 = phi i32 [ %44, %42 ], [ %22, %55 ], [ %22, %49 ]
  %64 = phi i32 [ %43, %42 ], [ %37, %55 ], [ %37, %49 ]
  %65 = load i8*, i8** %7, align 8
  %66 = getelementptr inbounds i8, i8* %65, i64 8
  store i8* %66, i8** %7, align 8
  br label %67

67:                                               ; preds = %61, %58
  %68 = phi i32 [ %53, %58 ], [ %62, %61 ]
  %69 = phi i32 [ %22, %58 ], [ %63, %61 ]
  %70 = phi i32 [ %37, %58 ], [ %64, %61 ]
  %71 = phi i8* [ %60, %58 ], [ %65, %61 ]
  %72 = mul nsw i32 %69, 31
  %73 = add nsw i32 %70, %72
  %74 = mul nsw i32 %73, 31
  %75 = add nsw i32 %68, %74
  %76 = mul nsw i32 %75, 31
  %77 = bitcast i8* %71 to i32*
  %78 = load i32, i32* %77, align 8
  %79 = add nsw i32 %78, %76
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %3) #7
  ret i32 %79
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
  %2 = alloca [16 x i32], align 4
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
  %19 = load i32, i32* %18, align 4, !tbaa !29
  %20 = add nsw i32 %5, 1
  %21 = sext i32 %5 to i64
  %22 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %21
  store i32 %19, i32* %22, align 4, !tbaa !29
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
  %32 = load i32, i32* %31, align 4, !tbaa !29
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %33
  %35 = load i8*, i8** %34, align 8, !tbaa !30
  br label %3

36:                                               ; preds = %90
  %37 = trunc i64 %91 to i32
  %38 = load i32, i32* %9, align 4, !tbaa !29
  %39 = load i32, i32* %12, align 4, !tbaa !29
  %40 = add nsw i32 %39, %38
  store i32 %40, i32* %12, align 4, !tbaa !29
  %41 = add nsw i32 %37, 1
  %42 = shl i64 %91, 32
  %43 = ashr exact i64 %42, 32
  br label %27

44:                                               ; preds = %90
  %45 = trunc i64 %91 to i32
  %46 = load i32, i32* %9, align 4, !tbaa !29
  %47 = load i32, i32* %12, align 4, !tbaa !29
  %48 = mul nsw i32 %47, %46
  store i32 %48, i32* %12, align 4, !tbaa !29
  %49 = add nsw i32 %45, 1
  %50 = shl i64 %91, 32
  %51 = ashr exact i64 %50, 32
  br label %27

52:                                               ; preds = %90
  %53 = trunc i64 %91 to i32
  %54 = load i32, i32* %12, align 4, !tbaa !29
  %55 = sext i32 %5 to i64
  %56 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %55
  store i32 %54, i32* %56, align 4, !tbaa !29
  %57 = add nsw i32 %5, 1
  %58 = add nsw i32 %53, 1
  %59 = shl i64 %91, 32
  %60 = ashr exact i64 %59, 32
  br label %27

61:                                               ; preds = %90
  %62 = trunc i64 %91 to i32
  %63 = add nsw i32 %62, 1
  %64 = load i32, i32* %9, align 4, !tbaa !29
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %71, label %66

66:                                               ; preds = %61
  %67 = shl i64 %91, 32
  %68 = ashr exact i64 %67, 32
  %69 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %68
  %70 = load i32, i32* %69, align 4, !tbaa !29
  br label %71

71:                                               ; preds = %66, %61
  %72 = phi i32 [ %70, %66 ], [ %63, %61 ]
  %73 = add nsw i32 %72, 1
  %74 = sext i32 %72 to i64
  br label %27

75:                                               ; preds = %90
  %76 = load i32, i32* %9, align 4, !tbaa !29
  %77 = add nsw i32 %76, -1
  store i32 %77, i32* %9, align 4, !tbaa !29
  br label %78

78:                                               ; preds = %75, %85
  %79 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %91
  %80 = load i32, i32* %79, align 4, !tbaa !29
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %81
  %83 = load i8*, i8** %82, align 8, !tbaa !30
  %84 = add i64 %91, 1
  br label %90

85:                                               ; preds = %90
  %86 = load i32, i32* %9, align 4, !tbaa !29
  %87 = load i32, i32* %12, align 4, !tbaa !29
  store i32 %87, i32* %9, align 4, !tbaa !29
  store i32 %86, i32* %12, align 4, !tbaa !29
  br label %78

88:                                               ; preds = %90
  %89 = load i32, i32* %9, align 4, !tbaa !29
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

attributes #0 = { uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { nofree nosync nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { nofree norecurse nosync nounwind readnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !15, i64 0}
!14 = !{!"", !15, i64 0, !11, i64 4, !16, i64 16}
!15 = !{!"int", !11, i64 0}
!16 = !{!"double", !11, i64 0}
!17 = !{!14, !16, i64 16}
!18 = !{!19, !20, i64 8}
!19 = !{!"", !11, i64 0, !20, i64 8}
!20 = !{!"any pointer", !11, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = distinct !{!23, !22}
!24 = !{i64 0, i64 2, !25, i64 2, i64 2, !25}
!25 = !{!26, !26, i64 0}
!26 = !{!"short", !11, i64 0}
!27 = !{i64 0, i64 2, !25}
!28 = distinct !{!28, !22}
!29 = !{!15, !15, i64 0}
!30 = !{!20, !20, i64 0}
