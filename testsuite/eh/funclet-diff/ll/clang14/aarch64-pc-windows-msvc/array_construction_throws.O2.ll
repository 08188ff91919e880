; ModuleID = 'array_construction_throws.cpp'
source_filename = "array_construction_throws.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Elem = type { i32 }

$"??_R0H@8" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@" = comdat any

$"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BD@FLGBHCKG@Elem?$CI?$CFd?$CJ?5explicit?6?$AA@" = comdat any

@counter = internal unnamed_addr global i32 0, align 4
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 8
@"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"never %d\0A\00", comdat, align 8
@"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"Elem(%d)\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"~Elem(%d)\0A\00", comdat, align 8
@"??_C@_0BD@FLGBHCKG@Elem?$CI?$CFd?$CJ?5explicit?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"Elem(%d) explicit\0A\00", comdat, align 8
@str.1 = private unnamed_addr constant [6 x i8] c"never\00", align 1
@str.2 = private unnamed_addr constant [21 x i8] c"Elem::operator new[]\00", align 1
@str.3 = private unnamed_addr constant [24 x i8] c"Elem::operator delete[]\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [6 x %struct.Elem], align 4
  %10 = alloca i32, align 4
  %11 = alloca [4 x %struct.Elem], align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 4, i32* %1, align 4, !tbaa !8
  %14 = bitcast [6 x %struct.Elem]* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %14) #6
  %15 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %9, i64 0, i64 0
  %16 = bitcast i32* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16)
  %17 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %9, i64 0, i64 0, i32 0
  store i32 1, i32* @counter, align 4, !tbaa !8
  store i32 1, i32* %17, align 4, !tbaa !12
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 1)
  %19 = load i32, i32* %1, align 4, !tbaa !8
  %20 = icmp eq i32 %19, 1
  br i1 %20, label %21, label %25

21:                                               ; preds = %61, %52, %43, %34, %25, %0
  %22 = phi %struct.Elem* [ %15, %0 ], [ %26, %25 ], [ %35, %34 ], [ %44, %43 ], [ %53, %52 ], [ %62, %61 ]
  %23 = phi i32 [ 1, %0 ], [ %31, %25 ], [ %40, %34 ], [ %49, %43 ], [ %58, %52 ], [ %67, %61 ]
  store i32 %23, i32* %8, align 4, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %16, %eh.ThrowInfo* nonnull @_TI1H) #7
          to label %24 unwind label %90

24:                                               ; preds = %21
  unreachable

25:                                               ; preds = %0
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16)
  %26 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %9, i64 0, i64 1
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16)
  %27 = getelementptr inbounds %struct.Elem, %struct.Elem* %26, i64 0, i32 0
  %28 = load i32, i32* @counter, align 4, !tbaa !8
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* @counter, align 4, !tbaa !8
  store i32 %29, i32* %27, align 4, !tbaa !12
  %30 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %29)
  %31 = load i32, i32* %27, align 4, !tbaa !12
  %32 = load i32, i32* %1, align 4, !tbaa !8
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %21, label %34

34:                                               ; preds = %25
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16)
  %35 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %9, i64 0, i64 2
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16)
  %36 = getelementptr inbounds %struct.Elem, %struct.Elem* %35, i64 0, i32 0
  %37 = load i32, i32* @counter, align 4, !tbaa !8
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* @counter, align 4, !tbaa !8
  store i32 %38, i32* %36, align 4, !tbaa !12
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %38)
  %40 = load i32, i32* %36, align 4, !tbaa !12
  %41 = load i32, i32* %1, align 4, !tbaa !8
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %21, label %43

43:                                               ; preds = %34
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16)
  %44 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %9, i64 0, i64 3
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16)
  %45 = getelementptr inbounds %struct.Elem, %struct.Elem* %44, i64 0, i32 0
  %46 = load i32, i32* @counter, align 4, !tbaa !8
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* @counter, align 4, !tbaa !8
  store i32 %47, i32* %45, align 4, !tbaa !12
  %48 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %47)
  %49 = load i32, i32* %45, align 4, !tbaa !12
  %50 = load i32, i32* %1, align 4, !tbaa !8
  %51 = icmp eq i32 %49, %50
  br i1 %51, label %21, label %52

52:                                               ; preds = %43
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16)
  %53 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %9, i64 0, i64 4
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16)
  %54 = getelementptr inbounds %struct.Elem, %struct.Elem* %53, i64 0, i32 0
  %55 = load i32, i32* @counter, align 4, !tbaa !8
  %56 = add nsw i32 %55, 1
  store i32 %56, i32* @counter, align 4, !tbaa !8
  store i32 %56, i32* %54, align 4, !tbaa !12
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %56)
  %58 = load i32, i32* %54, align 4, !tbaa !12
  %59 = load i32, i32* %1, align 4, !tbaa !8
  %60 = icmp eq i32 %58, %59
  br i1 %60, label %21, label %61

61:                                               ; preds = %52
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16)
  %62 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %9, i64 0, i64 5
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16)
  %63 = getelementptr inbounds %struct.Elem, %struct.Elem* %62, i64 0, i32 0
  %64 = load i32, i32* @counter, align 4, !tbaa !8
  %65 = add nsw i32 %64, 1
  store i32 %65, i32* @counter, align 4, !tbaa !8
  store i32 %65, i32* %63, align 4, !tbaa !12
  %66 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %65)
  %67 = load i32, i32* %63, align 4, !tbaa !12
  %68 = load i32, i32* %1, align 4, !tbaa !8
  %69 = icmp eq i32 %67, %68
  br i1 %69, label %21, label %70

70:                                               ; preds = %61
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16)
  %71 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.1, i64 0, i64 0))
  %72 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %9, i64 0, i64 5, i32 0
  %73 = load i32, i32* %72, align 4, !tbaa !12
  %74 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %73) #6
  %75 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %9, i64 0, i64 4, i32 0
  %76 = load i32, i32* %75, align 4, !tbaa !12
  %77 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %76) #6
  %78 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %9, i64 0, i64 3, i32 0
  %79 = load i32, i32* %78, align 4, !tbaa !12
  %80 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %79) #6
  %81 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %9, i64 0, i64 2, i32 0
  %82 = load i32, i32* %81, align 4, !tbaa !12
  %83 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %82) #6
  %84 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %9, i64 0, i64 1, i32 0
  %85 = load i32, i32* %84, align 4, !tbaa !12
  %86 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %85) #6
  %87 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %9, i64 0, i64 0, i32 0
  %88 = load i32, i32* %87, align 4, !tbaa !12
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %88) #6
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %14) #6
  br label %107

90:                                               ; preds = %21
  %91 = cleanuppad within none []
  %92 = icmp eq %struct.Elem* %15, %22
  br i1 %92, label %100, label %93

93:                                               ; preds = %90, %93
  %94 = phi %struct.Elem* [ %95, %93 ], [ %22, %90 ]
  %95 = getelementptr inbounds %struct.Elem, %struct.Elem* %94, i64 -1
  %96 = getelementptr inbounds %struct.Elem, %struct.Elem* %95, i64 0, i32 0
  %97 = load i32, i32* %96, align 4, !tbaa !12
  %98 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %97) #6 [ "funclet"(token %91) ]
  %99 = icmp eq %struct.Elem* %95, %15
  br i1 %99, label %100, label %93

100:                                              ; preds = %93, %90
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %14) #6
  cleanupret from %91 unwind label %101

101:                                              ; preds = %100
  %102 = catchswitch within none [label %103] unwind to caller

103:                                              ; preds = %101
  %104 = catchpad within %102 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %10]
  %105 = load i32, i32* %10, align 4, !tbaa !8
  %106 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %105) [ "funclet"(token %104) ]
  catchret from %104 to label %107

107:                                              ; preds = %103, %70
  store i32 30, i32* %1, align 4, !tbaa !8
  %108 = bitcast [4 x %struct.Elem]* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %108) #6
  %109 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %11, i64 0, i64 0
  %110 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %110)
  %111 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %11, i64 0, i64 0, i32 0
  store i32 10, i32* %111, align 4, !tbaa !12
  %112 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@FLGBHCKG@Elem?$CI?$CFd?$CJ?5explicit?6?$AA@", i64 0, i64 0), i32 noundef 10)
  %113 = load i32, i32* %111, align 4, !tbaa !12
  %114 = load i32, i32* %1, align 4, !tbaa !8
  %115 = icmp eq i32 %113, %114
  br i1 %115, label %116, label %118

116:                                              ; preds = %107
  store i32 %113, i32* %7, align 4, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %110, %eh.ThrowInfo* nonnull @_TI1H) #7
          to label %117 unwind label %162

117:                                              ; preds = %116
  unreachable

118:                                              ; preds = %107
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %110)
  %119 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %11, i64 0, i64 1
  %120 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %120)
  %121 = getelementptr inbounds %struct.Elem, %struct.Elem* %119, i64 0, i32 0
  store i32 20, i32* %121, align 4, !tbaa !12
  %122 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@FLGBHCKG@Elem?$CI?$CFd?$CJ?5explicit?6?$AA@", i64 0, i64 0), i32 noundef 20)
  %123 = load i32, i32* %121, align 4, !tbaa !12
  %124 = load i32, i32* %1, align 4, !tbaa !8
  %125 = icmp eq i32 %123, %124
  br i1 %125, label %126, label %128

126:                                              ; preds = %118
  store i32 %123, i32* %6, align 4, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %120, %eh.ThrowInfo* nonnull @_TI1H) #7
          to label %127 unwind label %162

127:                                              ; preds = %126
  unreachable

128:                                              ; preds = %118
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %120)
  %129 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %11, i64 0, i64 2
  %130 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %130)
  %131 = getelementptr inbounds %struct.Elem, %struct.Elem* %129, i64 0, i32 0
  store i32 30, i32* %131, align 4, !tbaa !12
  %132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@FLGBHCKG@Elem?$CI?$CFd?$CJ?5explicit?6?$AA@", i64 0, i64 0), i32 noundef 30)
  %133 = load i32, i32* %131, align 4, !tbaa !12
  %134 = load i32, i32* %1, align 4, !tbaa !8
  %135 = icmp eq i32 %133, %134
  br i1 %135, label %136, label %138

136:                                              ; preds = %128
  store i32 %133, i32* %5, align 4, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %130, %eh.ThrowInfo* nonnull @_TI1H) #7
          to label %137 unwind label %162

137:                                              ; preds = %136
  unreachable

138:                                              ; preds = %128
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %130)
  %139 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %11, i64 0, i64 3
  %140 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %140)
  %141 = getelementptr inbounds %struct.Elem, %struct.Elem* %139, i64 0, i32 0
  store i32 40, i32* %141, align 4, !tbaa !12
  %142 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@FLGBHCKG@Elem?$CI?$CFd?$CJ?5explicit?6?$AA@", i64 0, i64 0), i32 noundef 40)
  %143 = load i32, i32* %141, align 4, !tbaa !12
  %144 = load i32, i32* %1, align 4, !tbaa !8
  %145 = icmp eq i32 %143, %144
  br i1 %145, label %146, label %148

146:                                              ; preds = %138
  store i32 %143, i32* %4, align 4, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %140, %eh.ThrowInfo* nonnull @_TI1H) #7
          to label %147 unwind label %162

147:                                              ; preds = %146
  unreachable

148:                                              ; preds = %138
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %140)
  %149 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.1, i64 0, i64 0))
  %150 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %11, i64 0, i64 3, i32 0
  %151 = load i32, i32* %150, align 4, !tbaa !12
  %152 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %151) #6
  %153 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %11, i64 0, i64 2, i32 0
  %154 = load i32, i32* %153, align 4, !tbaa !12
  %155 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %154) #6
  %156 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %11, i64 0, i64 1, i32 0
  %157 = load i32, i32* %156, align 4, !tbaa !12
  %158 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %157) #6
  %159 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %11, i64 0, i64 0, i32 0
  %160 = load i32, i32* %159, align 4, !tbaa !12
  %161 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %160) #6
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %108) #6
  br label %180

162:                                              ; preds = %146, %136, %126, %116
  %163 = phi %struct.Elem* [ %109, %116 ], [ %119, %126 ], [ %129, %136 ], [ %139, %146 ]
  %164 = cleanuppad within none []
  %165 = icmp eq %struct.Elem* %109, %163
  br i1 %165, label %173, label %166

166:                                              ; preds = %162, %166
  %167 = phi %struct.Elem* [ %168, %166 ], [ %163, %162 ]
  %168 = getelementptr inbounds %struct.Elem, %struct.Elem* %167, i64 -1
  %169 = getelementptr inbounds %struct.Elem, %struct.Elem* %168, i64 0, i32 0
  %170 = load i32, i32* %169, align 4, !tbaa !12
  %171 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %170) #6 [ "funclet"(token %164) ]
  %172 = icmp eq %struct.Elem* %168, %109
  br i1 %172, label %173, label %166

173:                                              ; preds = %166, %162
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %108) #6
  cleanupret from %164 unwind label %174

174:                                              ; preds = %173
  %175 = catchswitch within none [label %176] unwind to caller

176:                                              ; preds = %174
  %177 = catchpad within %175 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %12]
  %178 = load i32, i32* %12, align 4, !tbaa !8
  %179 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %178) [ "funclet"(token %177) ]
  catchret from %177 to label %180

180:                                              ; preds = %148, %176
  store i32 100, i32* @counter, align 4, !tbaa !8
  store i32 103, i32* %1, align 4, !tbaa !8
  %181 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str.2, i64 0, i64 0))
  %182 = call dereferenceable_or_null(28) i8* @malloc(i64 noundef 28)
  %183 = bitcast i8* %182 to i64*
  store i64 5, i64* %183, align 8
  %184 = getelementptr inbounds i8, i8* %182, i64 8
  %185 = bitcast i8* %184 to %struct.Elem*
  %186 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %186)
  %187 = bitcast i8* %184 to i32*
  %188 = load i32, i32* @counter, align 4, !tbaa !8
  %189 = add nsw i32 %188, 1
  store i32 %189, i32* @counter, align 4, !tbaa !8
  store i32 %189, i32* %187, align 4, !tbaa !12
  %190 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %189)
  %191 = load i32, i32* %1, align 4, !tbaa !8
  %192 = icmp eq i32 %189, %191
  br i1 %192, label %193, label %197

193:                                              ; preds = %224, %215, %206, %197, %180
  %194 = phi %struct.Elem* [ %185, %180 ], [ %199, %197 ], [ %208, %206 ], [ %217, %215 ], [ %226, %224 ]
  %195 = phi i32 [ %189, %180 ], [ %202, %197 ], [ %211, %206 ], [ %220, %215 ], [ %231, %224 ]
  store i32 %195, i32* %3, align 4, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %186, %eh.ThrowInfo* nonnull @_TI1H) #7
          to label %196 unwind label %236

196:                                              ; preds = %193
  unreachable

197:                                              ; preds = %180
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %186)
  %198 = getelementptr inbounds i8, i8* %182, i64 12
  %199 = bitcast i8* %198 to %struct.Elem*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %186)
  %200 = bitcast i8* %198 to i32*
  %201 = load i32, i32* @counter, align 4, !tbaa !8
  %202 = add nsw i32 %201, 1
  store i32 %202, i32* @counter, align 4, !tbaa !8
  store i32 %202, i32* %200, align 4, !tbaa !12
  %203 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %202)
  %204 = load i32, i32* %1, align 4, !tbaa !8
  %205 = icmp eq i32 %202, %204
  br i1 %205, label %193, label %206

206:                                              ; preds = %197
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %186)
  %207 = getelementptr inbounds i8, i8* %182, i64 16
  %208 = bitcast i8* %207 to %struct.Elem*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %186)
  %209 = bitcast i8* %207 to i32*
  %210 = load i32, i32* @counter, align 4, !tbaa !8
  %211 = add nsw i32 %210, 1
  store i32 %211, i32* @counter, align 4, !tbaa !8
  store i32 %211, i32* %209, align 4, !tbaa !12
  %212 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %211)
  %213 = load i32, i32* %1, align 4, !tbaa !8
  %214 = icmp eq i32 %211, %213
  br i1 %214, label %193, label %215

215:                                              ; preds = %206
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %186)
  %216 = getelementptr inbounds i8, i8* %182, i64 20
  %217 = bitcast i8* %216 to %struct.Elem*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %186)
  %218 = bitcast i8* %216 to i32*
  %219 = load i32, i32* @counter, align 4, !tbaa !8
  %220 = add nsw i32 %219, 1
  store i32 %220, i32* @counter, align 4, !tbaa !8
  store i32 %220, i32* %218, align 4, !tbaa !12
  %221 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %220)
  %222 = load i32, i32* %1, align 4, !tbaa !8
  %223 = icmp eq i32 %220, %222
  br i1 %223, label %193, label %224

224:                                              ; preds = %215
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %186)
  %225 = getelementptr inbounds i8, i8* %182, i64 24
  %226 = bitcast i8* %225 to %struct.Elem*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %186)
  %227 = bitcast i8* %225 to i32*
  %228 = load i32, i32* @counter, align 4, !tbaa !8
  %229 = add nsw i32 %228, 1
  store i32 %229, i32* @counter, align 4, !tbaa !8
  store i32 %229, i32* %227, align 4, !tbaa !12
  %230 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %229)
  %231 = load i32, i32* %227, align 4, !tbaa !12
  %232 = load i32, i32* %1, align 4, !tbaa !8
  %233 = icmp eq i32 %231, %232
  br i1 %233, label %193, label %234

234:                                              ; preds = %224
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %186)
  %235 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %189)
  br label %254

236:                                              ; preds = %193
  %237 = cleanuppad within none []
  %238 = icmp eq %struct.Elem* %194, %185
  br i1 %238, label %246, label %239

239:                                              ; preds = %236, %239
  %240 = phi %struct.Elem* [ %241, %239 ], [ %194, %236 ]
  %241 = getelementptr inbounds %struct.Elem, %struct.Elem* %240, i64 -1
  %242 = getelementptr inbounds %struct.Elem, %struct.Elem* %241, i64 0, i32 0
  %243 = load i32, i32* %242, align 4, !tbaa !12
  %244 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %243) #6 [ "funclet"(token %237) ]
  %245 = icmp eq %struct.Elem* %241, %185
  br i1 %245, label %246, label %239

246:                                              ; preds = %239, %236
  %247 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.3, i64 0, i64 0)) #6 [ "funclet"(token %237) ]
  call void @free(i8* noundef %182) #6 [ "funclet"(token %237) ]
  cleanupret from %237 unwind label %248

248:                                              ; preds = %246
  %249 = catchswitch within none [label %250] unwind to caller

250:                                              ; preds = %248
  %251 = catchpad within %249 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %13]
  %252 = load i32, i32* %13, align 4, !tbaa !8
  %253 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %252) [ "funclet"(token %251) ]
  catchret from %251 to label %254

254:                                              ; preds = %250, %234
  store i32 0, i32* %1, align 4, !tbaa !8
  store i32 200, i32* @counter, align 4, !tbaa !8
  %255 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @str.2, i64 0, i64 0))
  %256 = call dereferenceable_or_null(16) i8* @malloc(i64 noundef 16)
  %257 = bitcast i8* %256 to i64*
  store i64 2, i64* %257, align 8
  %258 = getelementptr inbounds i8, i8* %256, i64 8
  %259 = bitcast i8* %258 to %struct.Elem*
  %260 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %260)
  %261 = bitcast i8* %258 to i32*
  %262 = load i32, i32* @counter, align 4, !tbaa !8
  %263 = add nsw i32 %262, 1
  store i32 %263, i32* @counter, align 4, !tbaa !8
  store i32 %263, i32* %261, align 4, !tbaa !12
  %264 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %263)
  %265 = load i32, i32* %1, align 4, !tbaa !8
  %266 = icmp eq i32 %263, %265
  br i1 %266, label %267, label %271

267:                                              ; preds = %271, %254
  %268 = phi %struct.Elem* [ %259, %254 ], [ %273, %271 ]
  %269 = phi i32 [ %263, %254 ], [ %276, %271 ]
  store i32 %269, i32* %2, align 4, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %260, %eh.ThrowInfo* nonnull @_TI1H) #7
          to label %270 unwind label %290

270:                                              ; preds = %267
  unreachable

271:                                              ; preds = %254
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %260)
  %272 = getelementptr inbounds i8, i8* %256, i64 12
  %273 = bitcast i8* %272 to %struct.Elem*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %260)
  %274 = bitcast i8* %272 to i32*
  %275 = load i32, i32* @counter, align 4, !tbaa !8
  %276 = add nsw i32 %275, 1
  store i32 %276, i32* @counter, align 4, !tbaa !8
  store i32 %276, i32* %274, align 4, !tbaa !12
  %277 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %276)
  %278 = load i32, i32* %1, align 4, !tbaa !8
  %279 = icmp eq i32 %276, %278
  br i1 %279, label %267, label %280

280:                                              ; preds = %271
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %260)
  %281 = getelementptr inbounds i8, i8* %256, i64 12
  %282 = bitcast i8* %281 to i32*
  %283 = load i32, i32* %282, align 4, !tbaa !12
  %284 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %283) #6
  %285 = getelementptr inbounds i8, i8* %256, i64 8
  %286 = bitcast i8* %285 to i32*
  %287 = load i32, i32* %286, align 4, !tbaa !12
  %288 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %287) #6
  %289 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.3, i64 0, i64 0)) #6
  call void @free(i8* noundef %256) #6
  ret i32 0

290:                                              ; preds = %267
  %291 = cleanuppad within none []
  %292 = icmp eq %struct.Elem* %268, %259
  br i1 %292, label %300, label %293

293:                                              ; preds = %290, %293
  %294 = phi %struct.Elem* [ %295, %293 ], [ %268, %290 ]
  %295 = getelementptr inbounds %struct.Elem, %struct.Elem* %294, i64 -1
  %296 = getelementptr inbounds %struct.Elem, %struct.Elem* %295, i64 0, i32 0
  %297 = load i32, i32* %296, align 4, !tbaa !12
  %298 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %297) #6 [ "funclet"(token %291) ]
  %299 = icmp eq %struct.Elem* %295, %259
  br i1 %299, label %300, label %293

300:                                              ; preds = %293, %290
  %301 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.3, i64 0, i64 0)) #6 [ "funclet"(token %291) ]
  call void @free(i8* noundef %256) #6 [ "funclet"(token %291) ]
  cleanupret from %291 unwind to caller
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !9, i64 0}
!13 = !{!"?AUElem@@", !9, i64 0}
