; ModuleID = 'array_construction_throws.cpp'
source_filename = "array_construction_throws.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
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
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1
@"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"never %d\0A\00", comdat, align 1
@"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"Elem(%d)\0A\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"~Elem(%d)\0A\00", comdat, align 1
@"??_C@_0BD@FLGBHCKG@Elem?$CI?$CFd?$CJ?5explicit?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"Elem(%d) explicit\0A\00", comdat, align 1
@str.1 = private unnamed_addr constant [6 x i8] c"never\00", align 1
@str.2 = private unnamed_addr constant [21 x i8] c"Elem::operator new[]\00", align 1
@str.3 = private unnamed_addr constant [24 x i8] c"Elem::operator delete[]\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [6 x %struct.Elem], align 4
  %9 = alloca i32, align 4
  %10 = alloca [4 x %struct.Elem], align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #6
  %13 = getelementptr inbounds i8, ptr %8, i32 8
  %14 = getelementptr inbounds i8, ptr %8, i32 12
  %15 = getelementptr inbounds i8, ptr %8, i32 16
  %16 = getelementptr inbounds i8, ptr %8, i32 20
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  store i32 1, ptr @counter, align 4
  store i32 1, ptr %8, align 4
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i32 noundef 1)
  %18 = getelementptr inbounds i8, ptr %8, i32 4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  %19 = load i32, ptr @counter, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr @counter, align 4
  store i32 %20, ptr %18, align 4
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %20)
  %22 = icmp eq i32 %20, 4
  br i1 %22, label %23, label %27

23:                                               ; preds = %42, %37, %32, %27, %0
  %24 = phi ptr [ %18, %0 ], [ %13, %27 ], [ %14, %32 ], [ %15, %37 ], [ %16, %42 ]
  %25 = phi i32 [ %20, %0 ], [ %29, %27 ], [ %34, %32 ], [ %39, %37 ], [ %44, %42 ]
  store i32 %25, ptr %7, align 4
  invoke void @_CxxThrowException(ptr nonnull %7, ptr nonnull @_TI1H) #7
          to label %26 unwind label %64

26:                                               ; preds = %23
  unreachable

27:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  %28 = load i32, ptr @counter, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr @counter, align 4
  store i32 %29, ptr %13, align 4
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %29)
  %31 = icmp eq i32 %29, 4
  br i1 %31, label %23, label %32

32:                                               ; preds = %27
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  %33 = load i32, ptr @counter, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr @counter, align 4
  store i32 %34, ptr %14, align 4
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %34)
  %36 = icmp eq i32 %34, 4
  br i1 %36, label %23, label %37

37:                                               ; preds = %32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  %38 = load i32, ptr @counter, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr @counter, align 4
  store i32 %39, ptr %15, align 4
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %39)
  %41 = icmp eq i32 %39, 4
  br i1 %41, label %23, label %42

42:                                               ; preds = %37
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  %43 = load i32, ptr @counter, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr @counter, align 4
  store i32 %44, ptr %16, align 4
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %44)
  %46 = icmp eq i32 %44, 4
  br i1 %46, label %23, label %47

47:                                               ; preds = %42
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  %48 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %44)
  %50 = getelementptr inbounds i8, ptr %8, i32 16
  %51 = load i32, ptr %50, align 4
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %51)
  %53 = getelementptr inbounds i8, ptr %8, i32 12
  %54 = load i32, ptr %53, align 4
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %54)
  %56 = getelementptr inbounds i8, ptr %8, i32 8
  %57 = load i32, ptr %56, align 4
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %57)
  %59 = getelementptr inbounds i8, ptr %8, i32 4
  %60 = load i32, ptr %59, align 4
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %60)
  %62 = load i32, ptr %8, align 4
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %62)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #6
  br label %79

64:                                               ; preds = %23
  %65 = cleanuppad within none []
  br label %66

66:                                               ; preds = %64, %66
  %67 = phi ptr [ %68, %66 ], [ %24, %64 ]
  %68 = getelementptr inbounds i8, ptr %67, i32 -4
  %69 = load i32, ptr %68, align 4
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %69) [ "funclet"(token %65) ]
  %71 = icmp eq ptr %68, %8
  br i1 %71, label %72, label %66

72:                                               ; preds = %66
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #6
  cleanupret from %65 unwind label %73

73:                                               ; preds = %72
  %74 = catchswitch within none [label %75] unwind to caller

75:                                               ; preds = %73
  %76 = catchpad within %74 [ptr @"??_R0H@8", i32 0, ptr %9]
  %77 = load i32, ptr %9, align 4
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %77) [ "funclet"(token %76) ]
  catchret from %76 to label %79

79:                                               ; preds = %75, %47
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  store i32 10, ptr %10, align 4
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@FLGBHCKG@Elem?$CI?$CFd?$CJ?5explicit?6?$AA@", i32 noundef 10)
  %81 = load i32, ptr %10, align 4
  %82 = icmp eq i32 %81, 30
  br i1 %82, label %83, label %85

83:                                               ; preds = %79
  store i32 %81, ptr %6, align 4
  invoke void @_CxxThrowException(ptr nonnull %6, ptr nonnull @_TI1H) #7
          to label %84 unwind label %119

84:                                               ; preds = %83
  unreachable

85:                                               ; preds = %79
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  %86 = getelementptr inbounds i8, ptr %10, i32 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store i32 20, ptr %86, align 4
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@FLGBHCKG@Elem?$CI?$CFd?$CJ?5explicit?6?$AA@", i32 noundef 20)
  %88 = load i32, ptr %86, align 4
  %89 = icmp eq i32 %88, 30
  br i1 %89, label %90, label %92

90:                                               ; preds = %85
  store i32 %88, ptr %5, align 4
  invoke void @_CxxThrowException(ptr nonnull %5, ptr nonnull @_TI1H) #7
          to label %91 unwind label %119

91:                                               ; preds = %90
  unreachable

92:                                               ; preds = %85
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  %93 = getelementptr inbounds i8, ptr %10, i32 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  store i32 30, ptr %93, align 4
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@FLGBHCKG@Elem?$CI?$CFd?$CJ?5explicit?6?$AA@", i32 noundef 30)
  %95 = load i32, ptr %93, align 4
  %96 = icmp eq i32 %95, 30
  br i1 %96, label %97, label %99

97:                                               ; preds = %92
  store i32 %95, ptr %4, align 4
  invoke void @_CxxThrowException(ptr nonnull %4, ptr nonnull @_TI1H) #7
          to label %98 unwind label %119

98:                                               ; preds = %97
  unreachable

99:                                               ; preds = %92
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  %100 = getelementptr inbounds i8, ptr %10, i32 12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store i32 40, ptr %100, align 4
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@FLGBHCKG@Elem?$CI?$CFd?$CJ?5explicit?6?$AA@", i32 noundef 40)
  %102 = load i32, ptr %100, align 4
  %103 = icmp eq i32 %102, 30
  br i1 %103, label %104, label %106

104:                                              ; preds = %99
  store i32 %102, ptr %3, align 4
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1H) #7
          to label %105 unwind label %119

105:                                              ; preds = %104
  unreachable

106:                                              ; preds = %99
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  %107 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  %108 = getelementptr inbounds i8, ptr %10, i32 12
  %109 = load i32, ptr %108, align 4
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %109)
  %111 = getelementptr inbounds i8, ptr %10, i32 8
  %112 = load i32, ptr %111, align 4
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %112)
  %114 = getelementptr inbounds i8, ptr %10, i32 4
  %115 = load i32, ptr %114, align 4
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %115)
  %117 = load i32, ptr %10, align 4
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %117)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #6
  br label %136

119:                                              ; preds = %104, %97, %90, %83
  %120 = phi ptr [ %10, %83 ], [ %86, %90 ], [ %93, %97 ], [ %100, %104 ]
  %121 = cleanuppad within none []
  %122 = icmp eq ptr %10, %120
  br i1 %122, label %129, label %123

123:                                              ; preds = %119, %123
  %124 = phi ptr [ %125, %123 ], [ %120, %119 ]
  %125 = getelementptr inbounds i8, ptr %124, i32 -4
  %126 = load i32, ptr %125, align 4
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %126) [ "funclet"(token %121) ]
  %128 = icmp eq ptr %125, %10
  br i1 %128, label %129, label %123

129:                                              ; preds = %123, %119
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #6
  cleanupret from %121 unwind label %130

130:                                              ; preds = %129
  %131 = catchswitch within none [label %132] unwind to caller

132:                                              ; preds = %130
  %133 = catchpad within %131 [ptr @"??_R0H@8", i32 0, ptr %11]
  %134 = load i32, ptr %11, align 4
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %134) [ "funclet"(token %133) ]
  catchret from %133 to label %136

136:                                              ; preds = %106, %132
  store i32 100, ptr @counter, align 4
  %137 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  %138 = call noundef dereferenceable_or_null(24) ptr @malloc(i32 noundef 24) #8
  store i32 5, ptr %138, align 4
  %139 = getelementptr inbounds i8, ptr %138, i32 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  %140 = load i32, ptr @counter, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr @counter, align 4
  store i32 %141, ptr %139, align 4
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %141)
  %143 = icmp eq i32 %141, 103
  br i1 %143, label %144, label %148

144:                                              ; preds = %166, %160, %154, %148, %136
  %145 = phi i32 [ 4, %136 ], [ 8, %148 ], [ 12, %154 ], [ 16, %160 ], [ 20, %166 ]
  %146 = phi i32 [ %141, %136 ], [ %151, %148 ], [ %157, %154 ], [ %163, %160 ], [ %169, %166 ]
  store i32 %146, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #7
          to label %147 unwind label %174

147:                                              ; preds = %144
  unreachable

148:                                              ; preds = %136
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  %149 = getelementptr inbounds i8, ptr %138, i32 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  %150 = load i32, ptr @counter, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr @counter, align 4
  store i32 %151, ptr %149, align 4
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %151)
  %153 = icmp eq i32 %151, 103
  br i1 %153, label %144, label %154

154:                                              ; preds = %148
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  %155 = getelementptr inbounds i8, ptr %138, i32 12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  %156 = load i32, ptr @counter, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr @counter, align 4
  store i32 %157, ptr %155, align 4
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %157)
  %159 = icmp eq i32 %157, 103
  br i1 %159, label %144, label %160

160:                                              ; preds = %154
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  %161 = getelementptr inbounds i8, ptr %138, i32 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  %162 = load i32, ptr @counter, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr @counter, align 4
  store i32 %163, ptr %161, align 4
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %163)
  %165 = icmp eq i32 %163, 103
  br i1 %165, label %144, label %166

166:                                              ; preds = %160
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  %167 = getelementptr inbounds i8, ptr %138, i32 20
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  %168 = load i32, ptr @counter, align 4
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr @counter, align 4
  store i32 %169, ptr %167, align 4
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %169)
  %171 = icmp eq i32 %169, 103
  br i1 %171, label %144, label %172

172:                                              ; preds = %166
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@", i32 noundef %141)
  br label %191

174:                                              ; preds = %144
  %175 = cleanuppad within none []
  br i1 %143, label %183, label %176

176:                                              ; preds = %174, %176
  %177 = phi i32 [ %178, %176 ], [ %145, %174 ]
  %178 = add nsw i32 %177, -4
  %179 = getelementptr inbounds i8, ptr %138, i32 %178
  %180 = load i32, ptr %179, align 4
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %180) [ "funclet"(token %175) ]
  %182 = icmp eq i32 %178, 4
  br i1 %182, label %183, label %176

183:                                              ; preds = %176, %174
  %184 = call i32 @puts(ptr nonnull dereferenceable(1) @str.3) [ "funclet"(token %175) ]
  call void @free(ptr noundef nonnull %138) [ "funclet"(token %175) ]
  cleanupret from %175 unwind label %185

185:                                              ; preds = %183
  %186 = catchswitch within none [label %187] unwind to caller

187:                                              ; preds = %185
  %188 = catchpad within %186 [ptr @"??_R0H@8", i32 0, ptr %12]
  %189 = load i32, ptr %12, align 4
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %189) [ "funclet"(token %188) ]
  catchret from %188 to label %191

191:                                              ; preds = %187, %172
  store i32 200, ptr @counter, align 4
  %192 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  %193 = call noundef dereferenceable_or_null(12) ptr @malloc(i32 noundef 12) #8
  store i32 2, ptr %193, align 4
  %194 = getelementptr inbounds i8, ptr %193, i32 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  %195 = load i32, ptr @counter, align 4
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr @counter, align 4
  store i32 %196, ptr %194, align 4
  %197 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %196)
  %198 = icmp eq i32 %196, 0
  br i1 %198, label %199, label %203

199:                                              ; preds = %203, %191
  %200 = phi i32 [ 4, %191 ], [ 8, %203 ]
  %201 = phi i32 [ %196, %191 ], [ %206, %203 ]
  store i32 %201, ptr %1, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @_TI1H) #7
          to label %202 unwind label %217

202:                                              ; preds = %199
  unreachable

203:                                              ; preds = %191
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  %204 = getelementptr i8, ptr %193, i32 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  %205 = load i32, ptr @counter, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr @counter, align 4
  store i32 %206, ptr %204, align 4
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %206)
  %208 = icmp eq i32 %206, 0
  br i1 %208, label %199, label %209

209:                                              ; preds = %203
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  %210 = getelementptr i8, ptr %193, i32 8
  %211 = load i32, ptr %210, align 4
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %211)
  %213 = getelementptr i8, ptr %193, i32 4
  %214 = load i32, ptr %213, align 4
  %215 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %214)
  %216 = call i32 @puts(ptr nonnull dereferenceable(1) @str.3)
  call void @free(ptr noundef %193)
  ret i32 0

217:                                              ; preds = %199
  %218 = cleanuppad within none []
  br i1 %198, label %226, label %219

219:                                              ; preds = %217, %219
  %220 = phi i32 [ %221, %219 ], [ %200, %217 ]
  %221 = add nsw i32 %220, -4
  %222 = getelementptr inbounds i8, ptr %193, i32 %221
  %223 = load i32, ptr %222, align 4
  %224 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %223) [ "funclet"(token %218) ]
  %225 = icmp eq i32 %221, 4
  br i1 %225, label %226, label %219

226:                                              ; preds = %219, %217
  %227 = call i32 @puts(ptr nonnull dereferenceable(1) @str.3) [ "funclet"(token %218) ]
  call void @free(ptr noundef nonnull %193) [ "funclet"(token %218) ]
  cleanupret from %218 unwind to caller
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
