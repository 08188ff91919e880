; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal unnamed_addr global i32 0, align 4
@_ZL5frees = internal unnamed_addr global i32 0, align 4
@_ZN7Fragile6budgetE = dso_local local_unnamed_addr global i32 0, align 4
@_ZTIPKc = external constant ptr
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal unnamed_addr global i32 0, align 4
@_ZL5dtors = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Fragile = linkonce_odr dso_local constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7Fragile }, comdat, align 8
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1
@_ZTIs = external constant ptr
@_ZTIx = external constant ptr
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znwy(i64 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL6allocs, align 4, !tbaa !5
  %4 = tail call ptr @malloc(i64 noundef %0) #9
  ret ptr %4
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znay(i64 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL6allocs, align 4, !tbaa !5
  %4 = tail call ptr @malloc(i64 noundef %0) #9
  ret ptr %4
}

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdlPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_seh0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL5frees, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0)
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local void @__cxa_call_unexpected(ptr) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdaPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_seh0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL5frees, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0)
  ret void
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 personality ptr @__gxx_personality_seh0 {
  %1 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @_ZL6allocs, align 4, !tbaa !5
  %3 = tail call ptr @__cxa_allocate_exception(i64 8) #10
  store ptr @.str.9, ptr %3, align 16, !tbaa !9
  invoke void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIPKc, ptr null) #11
          to label %4 unwind label %5

4:                                                ; preds = %0
  unreachable

5:                                                ; preds = %0
  %6 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  %7 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @_ZL5frees, align 4, !tbaa !5
  %9 = extractvalue { ptr, i32 } %6, 1
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #10
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %199

12:                                               ; preds = %5
  %13 = extractvalue { ptr, i32 } %6, 0
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #10
  %15 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %16 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %14, i32 noundef %15, i32 noundef %16)
  tail call void @__cxa_end_catch() #10
  %18 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr @_ZL6allocs, align 4, !tbaa !5
  %20 = load i32, ptr @_ZL5ctors, align 4, !tbaa !5
  %21 = add nsw i32 %20, 3
  store i32 %21, ptr @_ZL5ctors, align 4, !tbaa !5
  store i32 -1, ptr @_ZN7Fragile6budgetE, align 4, !tbaa !5
  %22 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  %23 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !tbaa !5
  store i32 %23, ptr %22, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %22, ptr nonnull @_ZTIi, ptr null) #11
          to label %24 unwind label %25

24:                                               ; preds = %12
  unreachable

25:                                               ; preds = %12
  %26 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %27 = load i32, ptr @_ZL5dtors, align 4, !tbaa !5
  %28 = add i32 %27, 3
  store i32 %28, ptr @_ZL5dtors, align 4, !tbaa !5
  %29 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr @_ZL5frees, align 4, !tbaa !5
  %31 = extractvalue { ptr, i32 } %26, 1
  %32 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %199

34:                                               ; preds = %25
  %35 = extractvalue { ptr, i32 } %26, 0
  %36 = tail call ptr @__cxa_begin_catch(ptr %35) #10
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = load i32, ptr @_ZL5ctors, align 4, !tbaa !5
  %39 = load i32, ptr @_ZL5dtors, align 4, !tbaa !5
  %40 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40)
  tail call void @__cxa_end_catch() #10
  %42 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 6, ptr %42, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %42, ptr nonnull @_ZTIi, ptr null) #11
          to label %91 unwind label %84

43:                                               ; preds = %120
  unreachable

44:                                               ; preds = %120
  %45 = landingpad { ptr, i32 }
          catch ptr @_ZTIs
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  %47 = extractvalue { ptr, i32 } %45, 1
  %48 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIs) #10
  %49 = icmp eq i32 %47, %48
  %50 = tail call ptr @__cxa_begin_catch(ptr %46) #10
  br i1 %49, label %51, label %54

51:                                               ; preds = %44
  %52 = load i16, ptr %50, align 2, !tbaa !11
  %53 = sext i16 %52 to i32
  tail call void @__cxa_end_catch() #10
  br label %55

54:                                               ; preds = %44
  tail call void @__cxa_end_catch()
  br label %55

55:                                               ; preds = %51, %54
  %56 = phi i32 [ %53, %51 ], [ -1, %54 ]
  %57 = tail call ptr @__cxa_allocate_exception(i64 8) #10
  store i64 3000, ptr %57, align 16, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %57, ptr nonnull @_ZTIx, ptr null) #11
          to label %58 unwind label %59

58:                                               ; preds = %55
  unreachable

59:                                               ; preds = %55
  %60 = landingpad { ptr, i32 }
          catch ptr @_ZTIx
          catch ptr null
  %61 = extractvalue { ptr, i32 } %60, 0
  %62 = extractvalue { ptr, i32 } %60, 1
  %63 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIx) #10
  %64 = icmp eq i32 %62, %63
  %65 = tail call ptr @__cxa_begin_catch(ptr %61) #10
  br i1 %64, label %66, label %69

66:                                               ; preds = %59
  %67 = load i64, ptr %65, align 8, !tbaa !13
  %68 = trunc i64 %67 to i32
  tail call void @__cxa_end_catch() #10
  br label %70

69:                                               ; preds = %59
  tail call void @__cxa_end_catch()
  br label %70

70:                                               ; preds = %66, %69
  %71 = phi i32 [ %68, %66 ], [ -1, %69 ]
  %72 = tail call ptr @__cxa_allocate_exception(i64 2) #10
  store i16 1, ptr %72, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %72, ptr nonnull @_ZTIs, ptr null) #11
          to label %73 unwind label %74

73:                                               ; preds = %70
  unreachable

74:                                               ; preds = %70
  %75 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %76 = extractvalue { ptr, i32 } %75, 0
  %77 = extractvalue { ptr, i32 } %75, 1
  %78 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %79 = icmp eq i32 %77, %78
  %80 = tail call ptr @__cxa_begin_catch(ptr %76) #10
  br i1 %79, label %81, label %83

81:                                               ; preds = %74
  %82 = load i32, ptr %80, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #10
  br label %128

83:                                               ; preds = %74
  tail call void @__cxa_end_catch()
  br label %128

84:                                               ; preds = %34
  %85 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
          catch ptr @_ZTIi
  %86 = extractvalue { ptr, i32 } %85, 1
  %87 = icmp slt i32 %86, 0
  br i1 %87, label %88, label %95

88:                                               ; preds = %84
  %89 = extractvalue { ptr, i32 } %85, 0
  invoke void @__cxa_call_unexpected(ptr %89) #11
          to label %90 unwind label %92

90:                                               ; preds = %110, %88
  unreachable

91:                                               ; preds = %100, %34
  unreachable

92:                                               ; preds = %88
  %93 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %94 = extractvalue { ptr, i32 } %93, 1
  br label %95

95:                                               ; preds = %84, %92
  %96 = phi i32 [ %86, %84 ], [ %94, %92 ]
  %97 = phi { ptr, i32 } [ %85, %84 ], [ %93, %92 ]
  %98 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %99 = icmp eq i32 %96, %98
  br i1 %99, label %100, label %199

100:                                              ; preds = %95
  %101 = extractvalue { ptr, i32 } %97, 0
  %102 = tail call ptr @__cxa_begin_catch(ptr %101) #10
  %103 = load i32, ptr %102, align 4, !tbaa !5
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %103)
  tail call void @__cxa_end_catch() #10
  %105 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 8, ptr %105, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %105, ptr nonnull @_ZTIi, ptr null) #11
          to label %91 unwind label %106

106:                                              ; preds = %100
  %107 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
          catch ptr @_ZTIi
  %108 = extractvalue { ptr, i32 } %107, 1
  %109 = icmp slt i32 %108, 0
  br i1 %109, label %110, label %115

110:                                              ; preds = %106
  %111 = extractvalue { ptr, i32 } %107, 0
  invoke void @__cxa_call_unexpected(ptr %111) #11
          to label %90 unwind label %112

112:                                              ; preds = %110
  %113 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %114 = extractvalue { ptr, i32 } %113, 1
  br label %115

115:                                              ; preds = %112, %106
  %116 = phi i32 [ %108, %106 ], [ %114, %112 ]
  %117 = phi { ptr, i32 } [ %107, %106 ], [ %113, %112 ]
  %118 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %119 = icmp eq i32 %116, %118
  br i1 %119, label %120, label %199

120:                                              ; preds = %115
  %121 = extractvalue { ptr, i32 } %117, 0
  %122 = tail call ptr @__cxa_begin_catch(ptr %121) #10
  %123 = load i32, ptr %122, align 4, !tbaa !5
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %123)
  tail call void @__cxa_end_catch() #10
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef 2, i32 noundef 0)
  %126 = tail call ptr @__cxa_allocate_exception(i64 2) #10
  store i16 7, ptr %126, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %126, ptr nonnull @_ZTIs, ptr null) #11
          to label %43 unwind label %44

127:                                              ; preds = %150, %134
  unreachable

128:                                              ; preds = %83, %81
  %129 = phi i32 [ %82, %81 ], [ -1, %83 ]
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %56, i32 noundef %71, i32 noundef %129)
  %131 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %131, i32 noundef 3)
          to label %134 unwind label %132

132:                                              ; preds = %128
  %133 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile
  tail call void @__cxa_free_exception(ptr %131) #10
  br label %137

134:                                              ; preds = %128
  invoke void @__cxa_throw(ptr nonnull %131, ptr nonnull @_ZTI7Fragile, ptr nonnull @_ZN7FragileD2Ev) #11
          to label %127 unwind label %135

135:                                              ; preds = %134
  %136 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile
  br label %137

137:                                              ; preds = %135, %132
  %138 = phi { ptr, i32 } [ %136, %135 ], [ %133, %132 ]
  %139 = extractvalue { ptr, i32 } %138, 1
  %140 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Fragile) #10
  %141 = icmp eq i32 %139, %140
  br i1 %141, label %142, label %199

142:                                              ; preds = %137
  %143 = extractvalue { ptr, i32 } %138, 0
  %144 = tail call ptr @__cxa_begin_catch(ptr %143) #10
  %145 = load i32, ptr %144, align 4, !tbaa !15
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %145)
  tail call void @__cxa_end_catch()
  %147 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %147, i32 noundef 9)
          to label %150 unwind label %148

148:                                              ; preds = %142
  %149 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile
  tail call void @__cxa_free_exception(ptr %147) #10
  br label %153

150:                                              ; preds = %142
  invoke void @__cxa_throw(ptr nonnull %147, ptr nonnull @_ZTI7Fragile, ptr nonnull @_ZN7FragileD2Ev) #11
          to label %127 unwind label %151

151:                                              ; preds = %150
  %152 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile
  br label %153

153:                                              ; preds = %151, %148
  %154 = phi { ptr, i32 } [ %152, %151 ], [ %149, %148 ]
  %155 = extractvalue { ptr, i32 } %154, 1
  %156 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Fragile) #10
  %157 = icmp eq i32 %155, %156
  br i1 %157, label %158, label %199

158:                                              ; preds = %153
  %159 = extractvalue { ptr, i32 } %154, 0
  %160 = tail call ptr @__cxa_begin_catch(ptr %159) #10
  %161 = load i32, ptr %160, align 4, !tbaa !15
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %161)
  tail call void @__cxa_end_catch()
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12)
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef 0)
  %167 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 1, ptr %167, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %167, ptr nonnull @_ZTIi, ptr null) #11
          to label %204 unwind label %168

168:                                              ; preds = %158
  %169 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %170 = extractvalue { ptr, i32 } %169, 0
  %171 = extractvalue { ptr, i32 } %169, 1
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12)
  %173 = icmp eq i32 %171, %78
  br i1 %173, label %174, label %189

174:                                              ; preds = %168
  %175 = tail call ptr @__cxa_begin_catch(ptr %170) #10
  %176 = load i32, ptr %175, align 4, !tbaa !5
  %177 = icmp sgt i32 %176, 1
  br i1 %177, label %178, label %186

178:                                              ; preds = %174
  %179 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  %180 = add nuw nsw i32 %176, 10
  store i32 %180, ptr %179, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %179, ptr nonnull @_ZTIi, ptr null) #11
          to label %204 unwind label %181

181:                                              ; preds = %178
  %182 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %183 = extractvalue { ptr, i32 } %182, 0
  %184 = extractvalue { ptr, i32 } %182, 1
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  tail call void @__cxa_end_catch() #10
  br label %189

186:                                              ; preds = %174
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  tail call void @__cxa_end_catch() #10
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  br label %205

189:                                              ; preds = %181, %168
  %190 = phi i32 [ %184, %181 ], [ %171, %168 ]
  %191 = phi ptr [ %183, %181 ], [ %170, %168 ]
  %192 = phi { ptr, i32 } [ %182, %181 ], [ %169, %168 ]
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  %194 = icmp eq i32 %190, %78
  br i1 %194, label %195, label %201

195:                                              ; preds = %189
  %196 = tail call ptr @__cxa_begin_catch(ptr %191) #10
  %197 = load i32, ptr %196, align 4, !tbaa !5
  %198 = mul nsw i32 %197, 100
  tail call void @__cxa_end_catch() #10
  br label %205

199:                                              ; preds = %95, %115, %137, %153, %5, %25, %201
  %200 = phi { ptr, i32 } [ %202, %201 ], [ %26, %25 ], [ %6, %5 ], [ %138, %137 ], [ %154, %153 ], [ %97, %95 ], [ %117, %115 ]
  resume { ptr, i32 } %200

201:                                              ; preds = %231, %189
  %202 = phi { ptr, i32 } [ %192, %189 ], [ %234, %231 ]
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  br label %199

204:                                              ; preds = %223, %205, %178, %158
  unreachable

205:                                              ; preds = %186, %195
  %206 = phi i32 [ %198, %195 ], [ %176, %186 ]
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef %206)
  %209 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 2, ptr %209, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %209, ptr nonnull @_ZTIi, ptr null) #11
          to label %204 unwind label %210

210:                                              ; preds = %205
  %211 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %212 = extractvalue { ptr, i32 } %211, 0
  %213 = extractvalue { ptr, i32 } %211, 1
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12)
  %215 = icmp eq i32 %213, %78
  br i1 %215, label %216, label %231

216:                                              ; preds = %210
  %217 = tail call ptr @__cxa_begin_catch(ptr %212) #10
  %218 = load i32, ptr %217, align 4, !tbaa !5
  %219 = icmp sgt i32 %218, 1
  br i1 %219, label %223, label %220

220:                                              ; preds = %216
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  tail call void @__cxa_end_catch() #10
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  br label %241

223:                                              ; preds = %216
  %224 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  %225 = add nuw nsw i32 %218, 10
  store i32 %225, ptr %224, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %224, ptr nonnull @_ZTIi, ptr null) #11
          to label %204 unwind label %226

226:                                              ; preds = %223
  %227 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %228 = extractvalue { ptr, i32 } %227, 0
  %229 = extractvalue { ptr, i32 } %227, 1
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  tail call void @__cxa_end_catch() #10
  br label %231

231:                                              ; preds = %226, %210
  %232 = phi i32 [ %229, %226 ], [ %213, %210 ]
  %233 = phi ptr [ %228, %226 ], [ %212, %210 ]
  %234 = phi { ptr, i32 } [ %227, %226 ], [ %211, %210 ]
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  %236 = icmp eq i32 %232, %78
  br i1 %236, label %237, label %201

237:                                              ; preds = %231
  %238 = tail call ptr @__cxa_begin_catch(ptr %233) #10
  %239 = load i32, ptr %238, align 4, !tbaa !5
  %240 = mul nsw i32 %239, 100
  tail call void @__cxa_end_catch() #10
  br label %241

241:                                              ; preds = %237, %220
  %242 = phi i32 [ %240, %237 ], [ %218, %220 ]
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2, i32 noundef %242)
  %245 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %246 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %247 = load i32, ptr @_ZL5ctors, align 4, !tbaa !5
  %248 = load i32, ptr @_ZL5dtors, align 4, !tbaa !5
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %245, i32 noundef %246, i32 noundef %247, i32 noundef %248, i32 noundef 5)
  ret i32 0
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  store i32 %1, ptr %0, align 4, !tbaa !15
  %3 = icmp eq i32 %1, 13
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i64 8) #10
  store ptr @.str.9, ptr %5, align 16, !tbaa !9
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIPKc, ptr null) #11
  unreachable

6:                                                ; preds = %2
  %7 = load i32, ptr @_ZL5ctors, align 4, !tbaa !5
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @_ZL5ctors, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 {
  %2 = load i32, ptr @_ZL5dtors, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL5dtors, align 4, !tbaa !5
  ret void
}

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare dso_local void @__cxa_free_exception(ptr) local_unnamed_addr

attributes #0 = { mustprogress nobuiltin allocsize(0) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind memory(none) }
attributes #8 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { allocsize(0) }
attributes #10 = { nounwind }
attributes #11 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !7, i64 0}
!15 = !{!16, !6, i64 0}
!16 = !{!"_ZTS7Fragile", !6, i64 0}
