; ModuleID = 'templates_lambdas.cpp'
source_filename = "templates_lambdas.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%struct.Point = type { i32, i32 }

$"??_C@_03JBIPMCLC@int?$AA@" = comdat any

$"??_C@_06BNJCAIGJ@double?$AA@" = comdat any

$"??_C@_09IPNKJOIF@long?5long?$AA@" = comdat any

$"??_C@_0CJ@LJMHGNNJ@vec?5size?5?$CFd?0?5doubled?$FL19?$FN?5?$CF?41f?0?5s@" = comdat any

$"??_C@_0BP@GHICNGGG@moved?5size?5?$CFd?0?5source?5size?5?$CFd?6?$AA@" = comdat any

$"??_C@_09IFCKPPJE@evens?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@KKCBACAC@manhattan?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BO@JAFLABNL@array?5sums?5?$CF?41f?5?$CI?$CFd?$CJ?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BI@BHADGGIF@type?5names?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@" = comdat any

$"??_C@_0BF@FEFDEFFD@max_of?5?$CFd?5?$CF?42f?5?$CFlld?6?$AA@" = comdat any

$"??_C@_0CN@CMDFLGJA@count_args?5?$CFd?0?5cfact?$CI20?$CJ?5?$CFllu?0?5F@" = comdat any

$"??_C@_0M@MIGJFKOA@counter?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CD@LKCBHAMC@apply_n?5add10?5x5?5?$CFd?0?5square?5x3?5?$CF@" = comdat any

$"??_C@_0BG@IDIJGFJI@generic?5?$CFd?5?$CF?43f?5?$CFlld?6?$AA@" = comdat any

$"??_C@_0BE@IHOKJHFE@lambda?5as?5fnptr?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CJ@NOHFBGGJ@mutable?5lambda?5?$CFd?0?5captured?5orig@" = comdat any

$"??_C@_07CIFAGBMG@unknown?$AA@" = comdat any

$"??_C@_0BE@KLNDJDCG@hello?5from?5?$CFs?5?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_05MCMOEPML@Alice?$AA@" = comdat any

$"??_C@_03PLOGDFGN@Bob?$AA@" = comdat any

@"??_C@_03JBIPMCLC@int?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"int\00", comdat, align 1
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 1
@"??_C@_09IPNKJOIF@long?5long?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"long long\00", comdat, align 1
@"??_C@_0CJ@LJMHGNNJ@vec?5size?5?$CFd?0?5doubled?$FL19?$FN?5?$CF?41f?0?5s@" = linkonce_odr dso_local unnamed_addr constant [41 x i8] c"vec size %d, doubled[19] %.1f, sum %.1f\0A\00", comdat, align 1
@"??_C@_0BP@GHICNGGG@moved?5size?5?$CFd?0?5source?5size?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"moved size %d, source size %d\0A\00", comdat, align 1
@"??_C@_09IFCKPPJE@evens?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"evens %d\0A\00", comdat, align 1
@"??_C@_0O@KKCBACAC@manhattan?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"manhattan %d\0A\00", comdat, align 1
@"??_C@_0BO@JAFLABNL@array?5sums?5?$CF?41f?5?$CI?$CFd?$CJ?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"array sums %.1f (%d) %d (%d)\0A\00", comdat, align 1
@"??_C@_0BI@BHADGGIF@type?5names?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"type names %s %s %s %s\0A\00", comdat, align 1
@"??_C@_0BF@FEFDEFFD@max_of?5?$CFd?5?$CF?42f?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"max_of %d %.2f %lld\0A\00", comdat, align 1
@"??_C@_0CN@CMDFLGJA@count_args?5?$CFd?0?5cfact?$CI20?$CJ?5?$CFllu?0?5F@" = linkonce_odr dso_local unnamed_addr constant [45 x i8] c"count_args %d, cfact(20) %llu, Fib<80> %lld\0A\00", comdat, align 1
@"??_C@_0M@MIGJFKOA@counter?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"counter %d\0A\00", comdat, align 1
@"??_C@_0CD@LKCBHAMC@apply_n?5add10?5x5?5?$CFd?0?5square?5x3?5?$CF@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"apply_n add10 x5 %d, square x3 %d\0A\00", comdat, align 1
@"??_C@_0BG@IDIJGFJI@generic?5?$CFd?5?$CF?43f?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"generic %d %.3f %lld\0A\00", comdat, align 1
@"??_C@_0BE@IHOKJHFE@lambda?5as?5fnptr?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"lambda as fnptr %d\0A\00", comdat, align 1
@"??_C@_0CJ@NOHFBGGJ@mutable?5lambda?5?$CFd?0?5captured?5orig@" = linkonce_odr dso_local unnamed_addr constant [41 x i8] c"mutable lambda %d, captured original %d\0A\00", comdat, align 1
@"??_C@_07CIFAGBMG@unknown?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"unknown\00", comdat, align 1
@"??_C@_0BE@KLNDJDCG@hello?5from?5?$CFs?5?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"hello from %s (%d)\0A\00", comdat, align 1
@"??_C@_05MCMOEPML@Alice?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"Alice\00", comdat, align 1
@"??_C@_03PLOGDFGN@Bob?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"Bob\00", comdat, align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local noundef i8* @"??$type_name@H@@YAPBDXZ"() local_unnamed_addr #0 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03JBIPMCLC@int?$AA@", i32 0, i32 0)
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local noundef i8* @"??$type_name@N@@YAPBDXZ"() local_unnamed_addr #0 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BNJCAIGJ@double?$AA@", i32 0, i32 0)
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local noundef i8* @"??$type_name@_J@@YAPBDXZ"() local_unnamed_addr #0 {
  ret i8* getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09IPNKJOIF@long?5long?$AA@", i32 0, i32 0)
}

; Function Attrs: norecurse nounwind
define dso_local noundef i32 @main() local_unnamed_addr #1 {
  br label %74

1:                                                ; preds = %134, %66
  %2 = phi double* [ %67, %66 ], [ null, %134 ]
  %3 = phi double* [ %68, %66 ], [ null, %134 ]
  %4 = phi double* [ %69, %66 ], [ null, %134 ]
  %5 = phi i32 [ %70, %66 ], [ 0, %134 ]
  %6 = phi i32 [ %71, %66 ], [ 0, %134 ]
  %7 = getelementptr inbounds i32, i32* %135, i32 %6
  %8 = load i32, i32* %7, align 4, !tbaa !3, !noalias !7
  %9 = sitofp i32 %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %9, double 2.000000e+00, double 3.000000e+00) #7
  %11 = icmp eq i32 %6, %5
  br i1 %11, label %12, label %66

12:                                               ; preds = %1
  %13 = icmp eq i32 %5, 0
  %14 = shl nsw i32 %5, 1
  %15 = select i1 %13, i32 4, i32 %14
  %16 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %15, i32 8) #7
  %17 = extractvalue { i32, i1 } %16, 1
  %18 = extractvalue { i32, i1 } %16, 0
  %19 = select i1 %17, i32 -1, i32 %18
  %20 = tail call noalias noundef nonnull i8* @"??_U@YAPAXI@Z"(i32 noundef %19) #8, !noalias !7
  %21 = bitcast i8* %20 to double*
  %22 = icmp sgt i32 %5, 0
  br i1 %22, label %23, label %29

23:                                               ; preds = %12
  %24 = add i32 %5, -1
  %25 = and i32 %5, 3
  %26 = icmp ult i32 %24, 3
  br i1 %26, label %52, label %27

27:                                               ; preds = %23
  %28 = and i32 %5, -4
  br label %31

29:                                               ; preds = %12
  %30 = icmp eq double* %3, null
  br i1 %30, label %66, label %64

31:                                               ; preds = %31, %27
  %32 = phi i32 [ 0, %27 ], [ %49, %31 ]
  %33 = phi i32 [ 0, %27 ], [ %50, %31 ]
  %34 = getelementptr inbounds double, double* %3, i32 %32
  %35 = load double, double* %34, align 8, !tbaa !10, !noalias !7
  %36 = getelementptr inbounds double, double* %21, i32 %32
  store double %35, double* %36, align 8, !tbaa !10, !noalias !7
  %37 = or i32 %32, 1
  %38 = getelementptr inbounds double, double* %3, i32 %37
  %39 = load double, double* %38, align 8, !tbaa !10, !noalias !7
  %40 = getelementptr inbounds double, double* %21, i32 %37
  store double %39, double* %40, align 8, !tbaa !10, !noalias !7
  %41 = or i32 %32, 2
  %42 = getelementptr inbounds double, double* %3, i32 %41
  %43 = load double, double* %42, align 8, !tbaa !10, !noalias !7
  %44 = getelementptr inbounds double, double* %21, i32 %41
  store double %43, double* %44, align 8, !tbaa !10, !noalias !7
  %45 = or i32 %32, 3
  %46 = getelementptr inbounds double, double* %3, i32 %45
  %47 = load double, double* %46, align 8, !tbaa !10, !noalias !7
  %48 = getelementptr inbounds double, double* %21, i32 %45
  store double %47, double* %48, align 8, !tbaa !10, !noalias !7
  %49 = add nuw nsw i32 %32, 4
  %50 = add i32 %33, 4
  %51 = icmp eq i32 %50, %28
  br i1 %51, label %52, label %31, !llvm.loop !12

52:                                               ; preds = %31, %23
  %53 = phi i32 [ 0, %23 ], [ %49, %31 ]
  %54 = icmp eq i32 %25, 0
  br i1 %54, label %64, label %55

55:                                               ; preds = %52, %55
  %56 = phi i32 [ %61, %55 ], [ %53, %52 ]
  %57 = phi i32 [ %62, %55 ], [ 0, %52 ]
  %58 = getelementptr inbounds double, double* %3, i32 %56
  %59 = load double, double* %58, align 8, !tbaa !10, !noalias !7
  %60 = getelementptr inbounds double, double* %21, i32 %56
  store double %59, double* %60, align 8, !tbaa !10, !noalias !7
  %61 = add nuw nsw i32 %56, 1
  %62 = add i32 %57, 1
  %63 = icmp eq i32 %62, %25
  br i1 %63, label %64, label %55, !llvm.loop !14

64:                                               ; preds = %52, %55, %29
  %65 = bitcast double* %3 to i8*
  tail call void @"??_V@YAXPAX@Z"(i8* noundef %65) #9, !noalias !7
  br label %66

66:                                               ; preds = %29, %64, %1
  %67 = phi double* [ %2, %1 ], [ %21, %64 ], [ %21, %29 ]
  %68 = phi double* [ %3, %1 ], [ %21, %64 ], [ %21, %29 ]
  %69 = phi double* [ %4, %1 ], [ %21, %64 ], [ %21, %29 ]
  %70 = phi i32 [ %5, %1 ], [ %15, %64 ], [ %15, %29 ]
  %71 = add nuw nsw i32 %6, 1
  %72 = getelementptr inbounds double, double* %69, i32 %6
  store double %10, double* %72, align 8, !tbaa !10, !noalias !7
  %73 = icmp eq i32 %71, 20
  br i1 %73, label %141, label %1, !llvm.loop !16

74:                                               ; preds = %0, %134
  %75 = phi i32 [ 1, %0 ], [ %139, %134 ]
  %76 = phi i32 [ 0, %0 ], [ %136, %134 ]
  %77 = phi i32 [ 0, %0 ], [ %137, %134 ]
  %78 = phi i32* [ null, %0 ], [ %135, %134 ]
  %79 = mul nuw nsw i32 %75, %75
  %80 = icmp eq i32 %77, %76
  br i1 %80, label %81, label %134

81:                                               ; preds = %74
  %82 = icmp eq i32 %76, 0
  %83 = shl nuw nsw i32 %76, 1
  %84 = select i1 %82, i32 4, i32 %83
  %85 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %84, i32 4) #7
  %86 = extractvalue { i32, i1 } %85, 1
  %87 = extractvalue { i32, i1 } %85, 0
  %88 = select i1 %86, i32 -1, i32 %87
  %89 = tail call noalias noundef nonnull i8* @"??_U@YAPAXI@Z"(i32 noundef %88) #8
  %90 = bitcast i8* %89 to i32*
  br i1 %82, label %97, label %91

91:                                               ; preds = %81
  %92 = add i32 %76, -1
  %93 = and i32 %76, 3
  %94 = icmp ult i32 %92, 3
  br i1 %94, label %120, label %95

95:                                               ; preds = %91
  %96 = and i32 %76, -4
  br label %99

97:                                               ; preds = %81
  %98 = icmp eq i32* %78, null
  br i1 %98, label %134, label %132

99:                                               ; preds = %99, %95
  %100 = phi i32 [ 0, %95 ], [ %117, %99 ]
  %101 = phi i32 [ 0, %95 ], [ %118, %99 ]
  %102 = getelementptr inbounds i32, i32* %78, i32 %100
  %103 = load i32, i32* %102, align 4, !tbaa !3
  %104 = getelementptr inbounds i32, i32* %90, i32 %100
  store i32 %103, i32* %104, align 4, !tbaa !3
  %105 = or i32 %100, 1
  %106 = getelementptr inbounds i32, i32* %78, i32 %105
  %107 = load i32, i32* %106, align 4, !tbaa !3
  %108 = getelementptr inbounds i32, i32* %90, i32 %105
  store i32 %107, i32* %108, align 4, !tbaa !3
  %109 = or i32 %100, 2
  %110 = getelementptr inbounds i32, i32* %78, i32 %109
  %111 = load i32, i32* %110, align 4, !tbaa !3
  %112 = getelementptr inbounds i32, i32* %90, i32 %109
  store i32 %111, i32* %112, align 4, !tbaa !3
  %113 = or i32 %100, 3
  %114 = getelementptr inbounds i32, i32* %78, i32 %113
  %115 = load i32, i32* %114, align 4, !tbaa !3
  %116 = getelementptr inbounds i32, i32* %90, i32 %113
  store i32 %115, i32* %116, align 4, !tbaa !3
  %117 = add nuw nsw i32 %100, 4
  %118 = add i32 %101, 4
  %119 = icmp eq i32 %118, %96
  br i1 %119, label %120, label %99, !llvm.loop !17

120:                                              ; preds = %99, %91
  %121 = phi i32 [ 0, %91 ], [ %117, %99 ]
  %122 = icmp eq i32 %93, 0
  br i1 %122, label %132, label %123

123:                                              ; preds = %120, %123
  %124 = phi i32 [ %129, %123 ], [ %121, %120 ]
  %125 = phi i32 [ %130, %123 ], [ 0, %120 ]
  %126 = getelementptr inbounds i32, i32* %78, i32 %124
  %127 = load i32, i32* %126, align 4, !tbaa !3
  %128 = getelementptr inbounds i32, i32* %90, i32 %124
  store i32 %127, i32* %128, align 4, !tbaa !3
  %129 = add nuw nsw i32 %124, 1
  %130 = add i32 %125, 1
  %131 = icmp eq i32 %130, %93
  br i1 %131, label %132, label %123, !llvm.loop !18

132:                                              ; preds = %120, %123, %97
  %133 = bitcast i32* %78 to i8*
  tail call void @"??_V@YAXPAX@Z"(i8* noundef %133) #9
  br label %134

134:                                              ; preds = %97, %132, %74
  %135 = phi i32* [ %78, %74 ], [ %90, %132 ], [ %90, %97 ]
  %136 = phi i32 [ %76, %74 ], [ %84, %132 ], [ 4, %97 ]
  %137 = add nuw nsw i32 %77, 1
  %138 = getelementptr inbounds i32, i32* %135, i32 %77
  store i32 %79, i32* %138, align 4, !tbaa !3
  %139 = add nuw nsw i32 %75, 1
  %140 = icmp eq i32 %137, 20
  br i1 %140, label %1, label %74, !llvm.loop !19

141:                                              ; preds = %66
  %142 = load double, double* %67, align 8, !tbaa !10
  %143 = fadd double %142, 0.000000e+00
  %144 = getelementptr inbounds double, double* %67, i32 1
  %145 = load double, double* %144, align 8, !tbaa !10
  %146 = fadd double %143, %145
  %147 = getelementptr inbounds double, double* %67, i32 2
  %148 = load double, double* %147, align 8, !tbaa !10
  %149 = fadd double %146, %148
  %150 = getelementptr inbounds double, double* %67, i32 3
  %151 = load double, double* %150, align 8, !tbaa !10
  %152 = fadd double %149, %151
  %153 = getelementptr inbounds double, double* %67, i32 4
  %154 = load double, double* %153, align 8, !tbaa !10
  %155 = fadd double %152, %154
  %156 = getelementptr inbounds double, double* %67, i32 5
  %157 = load double, double* %156, align 8, !tbaa !10
  %158 = fadd double %155, %157
  %159 = getelementptr inbounds double, double* %67, i32 6
  %160 = load double, double* %159, align 8, !tbaa !10
  %161 = fadd double %158, %160
  %162 = getelementptr inbounds double, double* %67, i32 7
  %163 = load double, double* %162, align 8, !tbaa !10
  %164 = fadd double %161, %163
  %165 = getelementptr inbounds double, double* %67, i32 8
  %166 = load double, double* %165, align 8, !tbaa !10
  %167 = fadd double %164, %166
  %168 = getelementptr inbounds double, double* %67, i32 9
  %169 = load double, double* %168, align 8, !tbaa !10
  %170 = fadd double %167, %169
  %171 = getelementptr inbounds double, double* %67, i32 10
  %172 = load double, double* %171, align 8, !tbaa !10
  %173 = fadd double %170, %172
  %174 = getelementptr inbounds double, double* %67, i32 11
  %175 = load double, double* %174, align 8, !tbaa !10
  %176 = fadd double %173, %175
  %177 = getelementptr inbounds double, double* %67, i32 12
  %178 = load double, double* %177, align 8, !tbaa !10
  %179 = fadd double %176, %178
  %180 = getelementptr inbounds double, double* %67, i32 13
  %181 = load double, double* %180, align 8, !tbaa !10
  %182 = fadd double %179, %181
  %183 = getelementptr inbounds double, double* %67, i32 14
  %184 = load double, double* %183, align 8, !tbaa !10
  %185 = fadd double %182, %184
  %186 = getelementptr inbounds double, double* %67, i32 15
  %187 = load double, double* %186, align 8, !tbaa !10
  %188 = fadd double %185, %187
  %189 = getelementptr inbounds double, double* %67, i32 16
  %190 = load double, double* %189, align 8, !tbaa !10
  %191 = fadd double %188, %190
  %192 = getelementptr inbounds double, double* %67, i32 17
  %193 = load double, double* %192, align 8, !tbaa !10
  %194 = fadd double %191, %193
  %195 = getelementptr inbounds double, double* %67, i32 18
  %196 = load double, double* %195, align 8, !tbaa !10
  %197 = fadd double %194, %196
  %198 = getelementptr inbounds double, double* %67, i32 19
  %199 = load double, double* %198, align 8, !tbaa !10
  %200 = fadd double %197, %199
  %201 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @"??_C@_0CJ@LJMHGNNJ@vec?5size?5?$CFd?0?5doubled?$FL19?$FN?5?$CF?41f?0?5s@", i32 0, i32 0), i32 noundef 20, double noundef %199, double noundef %200)
  %202 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @"??_C@_0BP@GHICNGGG@moved?5size?5?$CFd?0?5source?5size?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 20, i32 noundef 0)
  %203 = load i32, i32* %135, align 4, !tbaa !3
  %204 = and i32 %203, 1
  %205 = xor i32 %204, 1
  %206 = getelementptr inbounds i32, i32* %135, i32 1
  %207 = load i32, i32* %206, align 4, !tbaa !3
  %208 = and i32 %207, 1
  %209 = xor i32 %208, 1
  %210 = add nuw nsw i32 %209, %205
  %211 = getelementptr inbounds i32, i32* %135, i32 2
  %212 = load i32, i32* %211, align 4, !tbaa !3
  %213 = and i32 %212, 1
  %214 = xor i32 %213, 1
  %215 = add nuw nsw i32 %214, %210
  %216 = getelementptr inbounds i32, i32* %135, i32 3
  %217 = load i32, i32* %216, align 4, !tbaa !3
  %218 = and i32 %217, 1
  %219 = xor i32 %218, 1
  %220 = add nuw nsw i32 %219, %215
  %221 = getelementptr inbounds i32, i32* %135, i32 4
  %222 = load i32, i32* %221, align 4, !tbaa !3
  %223 = and i32 %222, 1
  %224 = xor i32 %223, 1
  %225 = add nuw nsw i32 %224, %220
  %226 = getelementptr inbounds i32, i32* %135, i32 5
  %227 = load i32, i32* %226, align 4, !tbaa !3
  %228 = and i32 %227, 1
  %229 = xor i32 %228, 1
  %230 = add nuw nsw i32 %229, %225
  %231 = getelementptr inbounds i32, i32* %135, i32 6
  %232 = load i32, i32* %231, align 4, !tbaa !3
  %233 = and i32 %232, 1
  %234 = xor i32 %233, 1
  %235 = add nuw nsw i32 %234, %230
  %236 = getelementptr inbounds i32, i32* %135, i32 7
  %237 = load i32, i32* %236, align 4, !tbaa !3
  %238 = and i32 %237, 1
  %239 = xor i32 %238, 1
  %240 = add nuw nsw i32 %239, %235
  %241 = getelementptr inbounds i32, i32* %135, i32 8
  %242 = load i32, i32* %241, align 4, !tbaa !3
  %243 = and i32 %242, 1
  %244 = xor i32 %243, 1
  %245 = add nuw nsw i32 %244, %240
  %246 = getelementptr inbounds i32, i32* %135, i32 9
  %247 = load i32, i32* %246, align 4, !tbaa !3
  %248 = and i32 %247, 1
  %249 = xor i32 %248, 1
  %250 = add nuw nsw i32 %249, %245
  %251 = getelementptr inbounds i32, i32* %135, i32 10
  %252 = load i32, i32* %251, align 4, !tbaa !3
  %253 = and i32 %252, 1
  %254 = xor i32 %253, 1
  %255 = add nuw nsw i32 %254, %250
  %256 = getelementptr inbounds i32, i32* %135, i32 11
  %257 = load i32, i32* %256, align 4, !tbaa !3
  %258 = and i32 %257, 1
  %259 = xor i32 %258, 1
  %260 = add nuw nsw i32 %259, %255
  %261 = getelementptr inbounds i32, i32* %135, i32 12
  %262 = load i32, i32* %261, align 4, !tbaa !3
  %263 = and i32 %262, 1
  %264 = xor i32 %263, 1
  %265 = add nuw nsw i32 %264, %260
  %266 = getelementptr inbounds i32, i32* %135, i32 13
  %267 = load i32, i32* %266, align 4, !tbaa !3
  %268 = and i32 %267, 1
  %269 = xor i32 %268, 1
  %270 = add nuw nsw i32 %269, %265
  %271 = getelementptr inbounds i32, i32* %135, i32 14
  %272 = load i32, i32* %271, align 4, !tbaa !3
  %273 = and i32 %272, 1
  %274 = xor i32 %273, 1
  %275 = add nuw nsw i32 %274, %270
  %276 = getelementptr inbounds i32, i32* %135, i32 15
  %277 = load i32, i32* %276, align 4, !tbaa !3
  %278 = and i32 %277, 1
  %279 = xor i32 %278, 1
  %280 = add nuw nsw i32 %279, %275
  %281 = getelementptr inbounds i32, i32* %135, i32 16
  %282 = load i32, i32* %281, align 4, !tbaa !3
  %283 = and i32 %282, 1
  %284 = xor i32 %283, 1
  %285 = add nuw nsw i32 %284, %280
  %286 = getelementptr inbounds i32, i32* %135, i32 17
  %287 = load i32, i32* %286, align 4, !tbaa !3
  %288 = and i32 %287, 1
  %289 = xor i32 %288, 1
  %290 = add nuw nsw i32 %289, %285
  %291 = getelementptr inbounds i32, i32* %135, i32 18
  %292 = load i32, i32* %291, align 4, !tbaa !3
  %293 = and i32 %292, 1
  %294 = xor i32 %293, 1
  %295 = add nuw nsw i32 %294, %290
  %296 = getelementptr inbounds i32, i32* %135, i32 19
  %297 = load i32, i32* %296, align 4, !tbaa !3
  %298 = and i32 %297, 1
  %299 = xor i32 %298, 1
  %300 = add nuw nsw i32 %299, %295
  %301 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09IFCKPPJE@evens?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %300)
  %302 = tail call noalias noundef nonnull dereferenceable(32) i8* @"??_U@YAPAXI@Z"(i32 noundef 32) #8
  %303 = bitcast i8* %302 to %struct.Point*
  %304 = bitcast %struct.Point* %303 to i64*
  store i64 0, i64* %304, align 4
  %305 = getelementptr inbounds %struct.Point, %struct.Point* %303, i32 1
  %306 = bitcast %struct.Point* %305 to i64*
  store i64 -12884901887, i64* %306, align 4
  br label %376

307:                                              ; preds = %418
  %308 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 0, i32 0
  %309 = load i32, i32* %308, align 4, !tbaa !20
  %310 = tail call i32 @llvm.abs.i32(i32 %309, i1 true) #7
  %311 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 0, i32 1
  %312 = load i32, i32* %311, align 4, !tbaa !22
  %313 = tail call i32 @llvm.abs.i32(i32 %312, i1 true) #7
  %314 = add nuw nsw i32 %310, %313
  %315 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 1, i32 0
  %316 = load i32, i32* %315, align 4, !tbaa !20
  %317 = tail call i32 @llvm.abs.i32(i32 %316, i1 true) #7
  %318 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 1, i32 1
  %319 = load i32, i32* %318, align 4, !tbaa !22
  %320 = tail call i32 @llvm.abs.i32(i32 %319, i1 true) #7
  %321 = add nuw nsw i32 %317, %314
  %322 = add nuw nsw i32 %321, %320
  %323 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 2, i32 0
  %324 = load i32, i32* %323, align 4, !tbaa !20
  %325 = tail call i32 @llvm.abs.i32(i32 %324, i1 true) #7
  %326 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 2, i32 1
  %327 = load i32, i32* %326, align 4, !tbaa !22
  %328 = tail call i32 @llvm.abs.i32(i32 %327, i1 true) #7
  %329 = add nuw nsw i32 %325, %322
  %330 = add nuw nsw i32 %329, %328
  %331 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 3, i32 0
  %332 = load i32, i32* %331, align 4, !tbaa !20
  %333 = tail call i32 @llvm.abs.i32(i32 %332, i1 true) #7
  %334 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 3, i32 1
  %335 = load i32, i32* %334, align 4, !tbaa !22
  %336 = tail call i32 @llvm.abs.i32(i32 %335, i1 true) #7
  %337 = add nuw nsw i32 %333, %330
  %338 = add nuw nsw i32 %337, %336
  %339 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 4, i32 0
  %340 = load i32, i32* %339, align 4, !tbaa !20
  %341 = tail call i32 @llvm.abs.i32(i32 %340, i1 true) #7
  %342 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 4, i32 1
  %343 = load i32, i32* %342, align 4, !tbaa !22
  %344 = tail call i32 @llvm.abs.i32(i32 %343, i1 true) #7
  %345 = add nuw nsw i32 %341, %338
  %346 = add nuw nsw i32 %345, %344
  %347 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 5, i32 0
  %348 = load i32, i32* %347, align 4, !tbaa !20
  %349 = tail call i32 @llvm.abs.i32(i32 %348, i1 true) #7
  %350 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 5, i32 1
  %351 = load i32, i32* %350, align 4, !tbaa !22
  %352 = tail call i32 @llvm.abs.i32(i32 %351, i1 true) #7
  %353 = add nuw nsw i32 %349, %346
  %354 = add nuw nsw i32 %353, %352
  %355 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@KKCBACAC@manhattan?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %354)
  %356 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @"??_C@_0BO@JAFLABNL@array?5sums?5?$CF?41f?5?$CI?$CFd?$CJ?5?$CFd?5?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), double noundef 1.750000e+01, i32 noundef 5, i32 noundef 24, i32 noundef 3)
  %357 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@BHADGGIF@type?5names?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03JBIPMCLC@int?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BNJCAIGJ@double?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09IPNKJOIF@long?5long?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07CIFAGBMG@unknown?$AA@", i32 0, i32 0))
  %358 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@FEFDEFFD@max_of?5?$CFd?5?$CF?42f?5?$CFlld?6?$AA@", i32 0, i32 0), i32 noundef 9, double noundef 1.500000e+00, i64 noundef 1099511627776)
  %359 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @"??_C@_0CN@CMDFLGJA@count_args?5?$CFd?0?5cfact?$CI20?$CJ?5?$CFllu?0?5F@", i32 0, i32 0), i32 noundef 4, i64 noundef 2432902008176640000, i64 noundef 23416728348467685)
  %360 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@KLNDJDCG@hello?5from?5?$CFs?5?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05MCMOEPML@Alice?$AA@", i32 0, i32 0), i32 noundef 1) #7
  %361 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@KLNDJDCG@hello?5from?5?$CFs?5?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03PLOGDFGN@Bob?$AA@", i32 0, i32 0), i32 noundef 2) #7
  %362 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@MIGJFKOA@counter?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 12)
  %363 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@LKCBHAMC@apply_n?5add10?5x5?5?$CFd?0?5square?5x3?5?$CF@", i32 0, i32 0), i32 noundef 51, i32 noundef 6561)
  %364 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@IDIJGFJI@generic?5?$CFd?5?$CF?43f?5?$CFlld?6?$AA@", i32 0, i32 0), i32 noundef 42, double noundef 3.750000e-01, i64 noundef 1099511627776)
  %365 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@IHOKJHFE@lambda?5as?5fnptr?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 22)
  %366 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @"??_C@_0CJ@NOHFBGGJ@mutable?5lambda?5?$CFd?0?5captured?5orig@", i32 0, i32 0), i32 noundef 9, i32 noundef 1)
  %367 = bitcast %struct.Point* %419 to i8*
  tail call void @"??_V@YAXPAX@Z"(i8* noundef %367) #9
  %368 = icmp eq i32* %135, null
  br i1 %368, label %371, label %369

369:                                              ; preds = %307
  %370 = bitcast i32* %135 to i8*
  tail call void @"??_V@YAXPAX@Z"(i8* noundef %370) #9
  br label %371

371:                                              ; preds = %307, %369
  %372 = icmp eq double* %67, null
  br i1 %372, label %375, label %373

373:                                              ; preds = %371
  %374 = bitcast double* %67 to i8*
  tail call void @"??_V@YAXPAX@Z"(i8* noundef %374) #9
  br label %375

375:                                              ; preds = %373, %371
  ret i32 17

376:                                              ; preds = %141, %418
  %377 = phi i32 [ 2, %141 ], [ %421, %418 ]
  %378 = phi i32 [ 4, %141 ], [ %420, %418 ]
  %379 = phi %struct.Point* [ %303, %141 ], [ %419, %418 ]
  %380 = mul nsw i32 %377, -3
  %381 = icmp eq i32 %377, %378
  br i1 %381, label %382, label %418

382:                                              ; preds = %376
  %383 = shl nuw nsw i32 %377, 1
  %384 = shl nuw nsw i32 %377, 4
  %385 = tail call noalias noundef nonnull i8* @"??_U@YAPAXI@Z"(i32 noundef %384) #8
  %386 = bitcast i8* %385 to %struct.Point*
  %387 = bitcast %struct.Point* %379 to i64*
  %388 = bitcast i8* %385 to i64*
  %389 = load i64, i64* %387, align 4
  store i64 %389, i64* %388, align 4
  %390 = getelementptr inbounds %struct.Point, %struct.Point* %379, i32 1
  %391 = getelementptr inbounds %struct.Point, %struct.Point* %386, i32 1
  %392 = bitcast %struct.Point* %390 to i64*
  %393 = bitcast %struct.Point* %391 to i64*
  %394 = load i64, i64* %392, align 4
  store i64 %394, i64* %393, align 4
  %395 = icmp eq i32 %377, 2
  br i1 %395, label %416, label %396, !llvm.loop !23

396:                                              ; preds = %382
  %397 = getelementptr inbounds %struct.Point, %struct.Point* %379, i32 2
  %398 = getelementptr inbounds %struct.Point, %struct.Point* %386, i32 2
  %399 = bitcast %struct.Point* %397 to i64*
  %400 = bitcast %struct.Point* %398 to i64*
  %401 = load i64, i64* %399, align 4
  store i64 %401, i64* %400, align 4
  %402 = icmp eq i32 %377, 3
  br i1 %402, label %416, label %403, !llvm.loop !23

403:                                              ; preds = %396
  %404 = getelementptr inbounds %struct.Point, %struct.Point* %379, i32 3
  %405 = getelementptr inbounds %struct.Point, %struct.Point* %386, i32 3
  %406 = bitcast %struct.Point* %404 to i64*
  %407 = bitcast %struct.Point* %405 to i64*
  %408 = load i64, i64* %406, align 4
  store i64 %408, i64* %407, align 4
  %409 = icmp eq i32 %377, 4
  br i1 %409, label %416, label %410, !llvm.loop !23

410:                                              ; preds = %403
  %411 = getelementptr inbounds %struct.Point, %struct.Point* %379, i32 4
  %412 = getelementptr inbounds %struct.Point, %struct.Point* %386, i32 4
  %413 = bitcast %struct.Point* %411 to i64*
  %414 = bitcast %struct.Point* %412 to i64*
  %415 = load i64, i64* %413, align 4
  store i64 %415, i64* %414, align 4
  br label %416

416:                                              ; preds = %382, %396, %403, %410
  %417 = bitcast %struct.Point* %379 to i8*
  tail call void @"??_V@YAXPAX@Z"(i8* noundef %417) #9
  br label %418

418:                                              ; preds = %416, %376
  %419 = phi %struct.Point* [ %379, %376 ], [ %386, %416 ]
  %420 = phi i32 [ %378, %376 ], [ %383, %416 ]
  %421 = add nuw nsw i32 %377, 1
  %422 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 %377
  %423 = bitcast %struct.Point* %422 to i64*
  %424 = zext i32 %380 to i64
  %425 = shl nuw i64 %424, 32
  %426 = zext i32 %377 to i64
  %427 = or i64 %425, %426
  store i64 %427, i64* %423, align 4
  %428 = icmp eq i32 %421, 6
  br i1 %428, label %307, label %376, !llvm.loop !24
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAX@Z"(i8* noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #4

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??_U@YAPAXI@Z"(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { norecurse nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { builtin nounwind allocsize(0) }
attributes #9 = { builtin nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8}
!8 = distinct !{!8, !9, !"??$map@V<lambda_1>@?0??main@@9@@?$Vec@H@@QAE?AV?$Vec@N@@V<lambda_1>@?0??main@@9@@Z: argument 0"}
!9 = distinct !{!9, !"??$map@V<lambda_1>@?0??main@@9@@?$Vec@H@@QAE?AV?$Vec@N@@V<lambda_1>@?0??main@@9@@Z"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !5, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !13}
!20 = !{!21, !4, i64 0}
!21 = !{!"?AUPoint@@", !4, i64 0, !4, i64 4}
!22 = !{!21, !4, i64 4}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13, !25}
!25 = !{!"llvm.loop.peeled.count", i32 2}
