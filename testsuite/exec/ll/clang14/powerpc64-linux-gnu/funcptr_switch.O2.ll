; ModuleID = 'funcptr_switch.c'
source_filename = "funcptr_switch.c"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%s -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"pick(7)(6,7) = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"tri\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"sq\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"%s area %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"days %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"%s%s\00", align 1
@.str.9 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.10 = private unnamed_addr constant [2 x i8] c",\00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"sparse(%u)=%d\0A\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"sw64: %d %d %d %d %d\0A\00", align 1
@main.fact = internal unnamed_addr constant [30 x i32] [i32 0, i32 1, i32 4, i32 0, i32 0, i32 6, i32 4, i32 1, i32 3, i32 0, i32 3, i32 1, i32 2, i32 6, i32 4, i32 0, i32 3, i32 1, i32 0, i32 -1, i32 1, i32 4, i32 1, i32 3, i32 1, i32 5, i32 8, i32 3, i32 0, i32 7], align 4
@.str.14 = private unnamed_addr constant [14 x i8] c"vm result %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [17 x i8] c"callback acc %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [20 x i8] c"chosen(%d, 1) = %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"digit\00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"space\00", align 1
@.str.24 = private unnamed_addr constant [3 x i8] c"op\00", align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"open\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"close\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"other\00", align 1
@.str.29 = private unnamed_addr constant [10 x i8] c"  vm: %d\0A\00", align 1
@switch.table.days_in_month = private unnamed_addr constant [12 x i32] [i32 31, i32 28, i32 31, i32 30, i32 31, i32 30, i32 31, i32 31, i32 30, i32 31, i32 30, i32 31], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x i32], align 4
  %2 = alloca [4 x i32], align 4
  %3 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext 34)
  %4 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i64 0, i64 0), i32 noundef signext -34)
  %5 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), i32 noundef signext -22680)
  %6 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), i32 noundef signext 12)
  %7 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i64 0, i64 0), i32 noundef signext 0)
  %8 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext 42)
  %9 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext 20)
  %10 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 21)
  %11 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext 81)
  %12 = tail call fastcc signext i32 @days_in_month(i32 noundef signext 0)
  %13 = tail call fastcc signext i32 @days_in_month(i32 noundef signext 1)
  %14 = add nsw i32 %13, %12
  %15 = tail call fastcc signext i32 @days_in_month(i32 noundef signext 2)
  %16 = add nsw i32 %14, %15
  %17 = tail call fastcc signext i32 @days_in_month(i32 noundef signext 3)
  %18 = add nsw i32 %16, %17
  %19 = tail call fastcc signext i32 @days_in_month(i32 noundef signext 4)
  %20 = add nsw i32 %18, %19
  %21 = tail call fastcc signext i32 @days_in_month(i32 noundef signext 5)
  %22 = add nsw i32 %20, %21
  %23 = tail call fastcc signext i32 @days_in_month(i32 noundef signext 6)
  %24 = add nsw i32 %22, %23
  %25 = tail call fastcc signext i32 @days_in_month(i32 noundef signext 7)
  %26 = add nsw i32 %24, %25
  %27 = tail call fastcc signext i32 @days_in_month(i32 noundef signext 8)
  %28 = add nsw i32 %26, %27
  %29 = tail call fastcc signext i32 @days_in_month(i32 noundef signext 9)
  %30 = add nsw i32 %28, %29
  %31 = tail call fastcc signext i32 @days_in_month(i32 noundef signext 10)
  %32 = add nsw i32 %30, %31
  %33 = tail call fastcc signext i32 @days_in_month(i32 noundef signext 11)
  %34 = add nsw i32 %32, %33
  %35 = tail call fastcc signext i32 @days_in_month(i32 noundef signext 12)
  %36 = add nsw i32 %34, %35
  %37 = tail call fastcc signext i32 @days_in_month(i32 noundef signext 13)
  %38 = add nsw i32 %36, %37
  %39 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %38)
  %40 = tail call fastcc i8* @classify(i32 noundef signext 120)
  %41 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.9, i64 0, i64 0), i8* noundef %40)
  %42 = tail call fastcc i8* @classify(i32 noundef signext 49)
  %43 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0), i8* noundef %42)
  %44 = tail call fastcc i8* @classify(i32 noundef signext 32)
  %45 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0), i8* noundef %44)
  %46 = tail call fastcc i8* @classify(i32 noundef signext 61)
  %47 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0), i8* noundef %46)
  %48 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0), i8* noundef %44)
  %49 = tail call fastcc i8* @classify(i32 noundef signext 40)
  %50 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0), i8* noundef %49)
  %51 = tail call fastcc i8* @classify(i32 noundef signext 52)
  %52 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0), i8* noundef %51)
  %53 = tail call fastcc i8* @classify(i32 noundef signext 50)
  %54 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0), i8* noundef %53)
  %55 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0), i8* noundef %44)
  %56 = tail call fastcc i8* @classify(i32 noundef signext 43)
  %57 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0), i8* noundef %56)
  %58 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0), i8* noundef %44)
  %59 = tail call fastcc i8* @classify(i32 noundef signext 121)
  %60 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0), i8* noundef %59)
  %61 = tail call fastcc i8* @classify(i32 noundef signext 41)
  %62 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0), i8* noundef %61)
  %63 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0), i8* noundef %44)
  %64 = tail call fastcc i8* @classify(i32 noundef signext 42)
  %65 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0), i8* noundef %64)
  %66 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0), i8* noundef %44)
  %67 = tail call fastcc i8* @classify(i32 noundef signext 55)
  %68 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0), i8* noundef %67)
  %69 = tail call fastcc i8* @classify(i32 noundef signext 59)
  %70 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i64 0, i64 0), i8* noundef %69)
  %71 = tail call i32 @putchar(i32 10)
  %72 = tail call fastcc signext i32 @sparse(i32 noundef zeroext 0), !range !5
  %73 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i32 noundef zeroext 0, i32 noundef signext %72)
  %74 = tail call fastcc signext i32 @sparse(i32 noundef zeroext 7), !range !5
  %75 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i32 noundef zeroext 7, i32 noundef signext %74)
  %76 = tail call fastcc signext i32 @sparse(i32 noundef zeroext 1000), !range !5
  %77 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i32 noundef zeroext 1000, i32 noundef signext %76)
  %78 = tail call fastcc signext i32 @sparse(i32 noundef zeroext 65536), !range !5
  %79 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i32 noundef zeroext 65536, i32 noundef signext %78)
  %80 = tail call fastcc signext i32 @sparse(i32 noundef zeroext -559038737), !range !5
  %81 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i32 noundef zeroext -559038737, i32 noundef signext %80)
  %82 = tail call fastcc signext i32 @sparse(i32 noundef zeroext 12345678), !range !5
  %83 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i32 noundef zeroext 12345678, i32 noundef signext %82)
  %84 = tail call fastcc signext i32 @sparse(i32 noundef zeroext 3), !range !5
  %85 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i32 noundef zeroext 3, i32 noundef signext %84)
  %86 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 0)
  %87 = bitcast [32 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %87) #6
  %88 = bitcast [4 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %88) #6
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(16) %88, i8 0, i64 16, i1 false) #6
  br label %89

89:                                               ; preds = %165, %0
  %90 = phi i32 [ 0, %0 ], [ %166, %165 ]
  %91 = phi i32 [ 0, %0 ], [ %93, %165 ]
  %92 = phi i32 [ 0, %0 ], [ %167, %165 ]
  %93 = add nuw nsw i32 %91, 1
  %94 = add nsw i32 %90, 1
  %95 = sext i32 %90 to i64
  %96 = getelementptr inbounds [30 x i32], [30 x i32]* @main.fact, i64 0, i64 %95
  %97 = load i32, i32* %96, align 4, !tbaa !6
  switch i32 %97, label %165 [
    i32 0, label %98
    i32 1, label %106
    i32 2, label %116
    i32 3, label %126
    i32 4, label %137
    i32 5, label %148
    i32 6, label %159
    i32 7, label %168
  ]

98:                                               ; preds = %89
  %99 = add nsw i32 %90, 2
  %100 = sext i32 %94 to i64
  %101 = getelementptr inbounds [30 x i32], [30 x i32]* @main.fact, i64 0, i64 %100
  %102 = load i32, i32* %101, align 4, !tbaa !6
  %103 = add nsw i32 %92, 1
  %104 = sext i32 %92 to i64
  %105 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 %104
  store i32 %102, i32* %105, align 4, !tbaa !6
  br label %165

106:                                              ; preds = %89
  %107 = add nsw i32 %92, -1
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 %108
  %110 = load i32, i32* %109, align 4, !tbaa !6
  %111 = add nsw i32 %92, -2
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 %112
  %114 = load i32, i32* %113, align 4, !tbaa !6
  %115 = add nsw i32 %114, %110
  store i32 %115, i32* %113, align 4, !tbaa !6
  br label %165

116:                                              ; preds = %89
  %117 = add nsw i32 %92, -1
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 %118
  %120 = load i32, i32* %119, align 4, !tbaa !6
  %121 = add nsw i32 %92, -2
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 %122
  %124 = load i32, i32* %123, align 4, !tbaa !6
  %125 = mul nsw i32 %124, %120
  store i32 %125, i32* %123, align 4, !tbaa !6
  br label %165

126:                                              ; preds = %89
  %127 = add nsw i32 %90, 2
  %128 = sext i32 %94 to i64
  %129 = getelementptr inbounds [30 x i32], [30 x i32]* @main.fact, i64 0, i64 %128
  %130 = load i32, i32* %129, align 4, !tbaa !6
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 %131
  %133 = load i32, i32* %132, align 4, !tbaa !6
  %134 = add nsw i32 %92, 1
  %135 = sext i32 %92 to i64
  %136 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 %135
  store i32 %133, i32* %136, align 4, !tbaa !6
  br label %165

137:                                              ; preds = %89
  %138 = add nsw i32 %92, -1
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 %139
  %141 = load i32, i32* %140, align 4, !tbaa !6
  %142 = add nsw i32 %90, 2
  %143 = sext i32 %94 to i64
  %144 = getelementptr inbounds [30 x i32], [30 x i32]* @main.fact, i64 0, i64 %143
  %145 = load i32, i32* %144, align 4, !tbaa !6
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 %146
  store i32 %141, i32* %147, align 4, !tbaa !6
  br label %165

148:                                              ; preds = %89
  %149 = add nsw i32 %90, 2
  %150 = add nsw i32 %92, -1
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 %151
  %153 = load i32, i32* %152, align 4, !tbaa !6
  %154 = icmp eq i32 %153, 0
  br i1 %154, label %165, label %155

155:                                              ; preds = %148
  %156 = sext i32 %94 to i64
  %157 = getelementptr inbounds [30 x i32], [30 x i32]* @main.fact, i64 0, i64 %156
  %158 = load i32, i32* %157, align 4, !tbaa !6
  br label %165

159:                                              ; preds = %89
  %160 = add nsw i32 %92, -1
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 %161
  %163 = load i32, i32* %162, align 4, !tbaa !6
  %164 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.29, i64 0, i64 0), i32 noundef signext %163) #6
  br label %165

165:                                              ; preds = %159, %155, %148, %137, %126, %116, %106, %98, %89
  %166 = phi i32 [ %94, %89 ], [ %94, %159 ], [ %142, %137 ], [ %127, %126 ], [ %94, %116 ], [ %94, %106 ], [ %99, %98 ], [ %158, %155 ], [ %149, %148 ]
  %167 = phi i32 [ %92, %89 ], [ %92, %159 ], [ %138, %137 ], [ %134, %126 ], [ %117, %116 ], [ %107, %106 ], [ %103, %98 ], [ %150, %155 ], [ %150, %148 ]
  br label %89

168:                                              ; preds = %89
  %169 = add nsw i32 %92, -1
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i64 0, i64 %170
  %172 = load i32, i32* %171, align 4, !tbaa !6
  %173 = mul nsw i32 %172, 1000
  %174 = add nsw i32 %173, %93
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %88) #6
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %87) #6
  %175 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i64 0, i64 0), i32 noundef signext %174)
  %176 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.15, i64 0, i64 0), i32 noundef signext 12345)
  %177 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.16, i64 0, i64 0), i32 noundef signext 122, i32 noundef signext 123)
  ret i32 42
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc signext i32 @days_in_month(i32 noundef signext %0) unnamed_addr #3 {
  %2 = add i32 %0, -1
  %3 = icmp ult i32 %2, 12
  br i1 %3, label %4, label %8

4:                                                ; preds = %1
  %5 = sext i32 %2 to i64
  %6 = getelementptr inbounds [12 x i32], [12 x i32]* @switch.table.days_in_month, i64 0, i64 %5
  %7 = load i32, i32* %6, align 4
  br label %8

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ -1, %1 ]
  ret i32 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i8* @classify(i32 noundef signext %0) unnamed_addr #3 {
  switch i32 %0, label %6 [
    i32 48, label %11
    i32 49, label %11
    i32 50, label %11
    i32 51, label %11
    i32 52, label %11
    i32 53, label %11
    i32 54, label %11
    i32 55, label %11
    i32 56, label %11
    i32 57, label %11
    i32 32, label %2
    i32 9, label %2
    i32 10, label %2
    i32 43, label %3
    i32 45, label %3
    i32 42, label %3
    i32 47, label %3
    i32 40, label %4
    i32 41, label %5
  ]

2:                                                ; preds = %1, %1, %1
  br label %11

3:                                                ; preds = %1, %1, %1, %1
  br label %11

4:                                                ; preds = %1
  br label %11

5:                                                ; preds = %1
  br label %11

6:                                                ; preds = %1
  %7 = or i32 %0, 32
  %8 = add i32 %7, -97
  %9 = icmp ult i32 %8, 26
  %10 = select i1 %9, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.27, i64 0, i64 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i64 0, i64 0)
  br label %11

11:                                               ; preds = %6, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %5, %4, %3, %2
  %12 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.26, i64 0, i64 0), %5 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i64 0, i64 0), %4 ], [ getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i64 0, i64 0), %3 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.23, i64 0, i64 0), %2 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i64 0, i64 0), %1 ], [ %10, %6 ]
  ret i8* %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc signext i32 @sparse(i32 noundef zeroext %0) unnamed_addr #3 {
  switch i32 %0, label %6 [
    i32 7, label %2
    i32 1000, label %8
    i32 65536, label %3
    i32 -559038737, label %4
    i32 12345678, label %5
  ]

2:                                                ; preds = %1
  br label %8

3:                                                ; preds = %1
  br label %8

4:                                                ; preds = %1
  br label %8

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %1, %5
  %7 = phi i32 [ 5, %1 ], [ 104, %5 ]
  br label %8

8:                                                ; preds = %2, %1, %6, %4, %3
  %9 = phi i32 [ %7, %6 ], [ -1, %4 ], [ 3, %3 ], [ 10, %1 ], [ 11, %2 ]
  ret i32 %9
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i32 -1, i32 105}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
