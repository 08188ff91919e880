; ModuleID = 'array_construction_throws.cpp'
source_filename = "array_construction_throws.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Elem = type { i32 }

@_ZL7counter = internal unnamed_addr global i32 0, align 4
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"Elem(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"~Elem(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"Elem(%d) explicit\0A\00", align 1
@str.8 = private unnamed_addr constant [6 x i8] c"never\00", align 1
@str.9 = private unnamed_addr constant [21 x i8] c"Elem::operator new[]\00", align 1
@str.10 = private unnamed_addr constant [24 x i8] c"Elem::operator delete[]\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca [6 x %struct.Elem], align 16
  %2 = alloca [4 x %struct.Elem], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #7
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = getelementptr inbounds i8, ptr %1, i64 12
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = getelementptr inbounds i8, ptr %1, i64 20
  store i32 1, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 1, ptr %1, align 16, !tbaa !9
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1)
  %8 = getelementptr inbounds i8, ptr %1, i64 4
  %9 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %10, ptr %8, align 4, !tbaa !9
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %10)
  %12 = icmp eq i32 %10, 4
  br i1 %12, label %13, label %18

13:                                               ; preds = %33, %28, %23, %18, %0
  %14 = phi ptr [ %8, %0 ], [ %3, %18 ], [ %4, %23 ], [ %5, %28 ], [ %6, %33 ]
  %15 = tail call ptr @__cxa_allocate_exception(i64 4) #7
  %16 = load i32, ptr %14, align 4, !tbaa !9
  store i32 %16, ptr %15, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %15, ptr nonnull @_ZTIi, ptr null) #8
          to label %17 unwind label %55

17:                                               ; preds = %13
  unreachable

18:                                               ; preds = %0
  %19 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %20, ptr %3, align 8, !tbaa !9
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %20)
  %22 = icmp eq i32 %20, 4
  br i1 %22, label %13, label %23

23:                                               ; preds = %18
  %24 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %25, ptr %4, align 4, !tbaa !9
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %25)
  %27 = icmp eq i32 %25, 4
  br i1 %27, label %13, label %28

28:                                               ; preds = %23
  %29 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %30, ptr %5, align 16, !tbaa !9
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %30)
  %32 = icmp eq i32 %30, 4
  br i1 %32, label %13, label %33

33:                                               ; preds = %28
  %34 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %35, ptr %6, align 4, !tbaa !9
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %35)
  %37 = icmp eq i32 %35, 4
  br i1 %37, label %13, label %38

38:                                               ; preds = %33
  %39 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %35)
  %41 = getelementptr inbounds i8, ptr %1, i64 16
  %42 = load i32, ptr %41, align 16, !tbaa !9
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %42)
  %44 = getelementptr inbounds i8, ptr %1, i64 12
  %45 = load i32, ptr %44, align 4, !tbaa !9
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %45)
  %47 = getelementptr inbounds i8, ptr %1, i64 8
  %48 = load i32, ptr %47, align 8, !tbaa !9
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %48)
  %50 = getelementptr inbounds i8, ptr %1, i64 4
  %51 = load i32, ptr %50, align 4, !tbaa !9
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %51)
  %53 = load i32, ptr %1, align 16, !tbaa !9
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %53)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #7
  br label %72

55:                                               ; preds = %13
  %56 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %57 = extractvalue { ptr, i32 } %56, 0
  %58 = extractvalue { ptr, i32 } %56, 1
  br label %59

59:                                               ; preds = %55, %59
  %60 = phi ptr [ %61, %59 ], [ %14, %55 ]
  %61 = getelementptr inbounds i8, ptr %60, i64 -4
  %62 = load i32, ptr %61, align 4, !tbaa !9
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %62)
  %64 = icmp eq ptr %61, %1
  br i1 %64, label %65, label %59

65:                                               ; preds = %59
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #7
  %66 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7
  %67 = icmp eq i32 %58, %66
  br i1 %67, label %68, label %237

68:                                               ; preds = %65
  %69 = call ptr @__cxa_begin_catch(ptr %57) #7
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %70)
  call void @__cxa_end_catch() #7
  br label %72

72:                                               ; preds = %68, %38
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #7
  store i32 10, ptr %2, align 16, !tbaa !9
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 10)
  %74 = load i32, ptr %2, align 16, !tbaa !9
  %75 = icmp eq i32 %74, 30
  br i1 %75, label %76, label %82

76:                                               ; preds = %72
  %77 = call ptr @__cxa_allocate_exception(i64 4) #7
  %78 = load i32, ptr %2, align 16, !tbaa !9
  store i32 %78, ptr %77, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %77, ptr nonnull @_ZTIi, ptr null) #8
          to label %81 unwind label %79

79:                                               ; preds = %76
  %80 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %131

81:                                               ; preds = %76
  unreachable

82:                                               ; preds = %72
  %83 = getelementptr inbounds i8, ptr %2, i64 4
  store i32 20, ptr %83, align 4, !tbaa !9
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 20)
  %85 = load i32, ptr %83, align 4, !tbaa !9
  %86 = icmp eq i32 %85, 30
  br i1 %86, label %87, label %91

87:                                               ; preds = %82
  %88 = call ptr @__cxa_allocate_exception(i64 4) #7
  %89 = load i32, ptr %83, align 4, !tbaa !9
  store i32 %89, ptr %88, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %88, ptr nonnull @_ZTIi, ptr null) #8
          to label %90 unwind label %122

90:                                               ; preds = %87
  unreachable

91:                                               ; preds = %82
  %92 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 30, ptr %92, align 8, !tbaa !9
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 30)
  %94 = load i32, ptr %92, align 8, !tbaa !9
  %95 = icmp eq i32 %94, 30
  br i1 %95, label %96, label %100

96:                                               ; preds = %91
  %97 = call ptr @__cxa_allocate_exception(i64 4) #7
  %98 = load i32, ptr %92, align 8, !tbaa !9
  store i32 %98, ptr %97, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %97, ptr nonnull @_ZTIi, ptr null) #8
          to label %99 unwind label %122

99:                                               ; preds = %96
  unreachable

100:                                              ; preds = %91
  %101 = getelementptr inbounds i8, ptr %2, i64 12
  store i32 40, ptr %101, align 4, !tbaa !9
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 40)
  %103 = load i32, ptr %101, align 4, !tbaa !9
  %104 = icmp eq i32 %103, 30
  br i1 %104, label %105, label %109

105:                                              ; preds = %100
  %106 = call ptr @__cxa_allocate_exception(i64 4) #7
  %107 = load i32, ptr %101, align 4, !tbaa !9
  store i32 %107, ptr %106, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %106, ptr nonnull @_ZTIi, ptr null) #8
          to label %108 unwind label %122

108:                                              ; preds = %105
  unreachable

109:                                              ; preds = %100
  %110 = call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  %111 = getelementptr inbounds i8, ptr %2, i64 12
  %112 = load i32, ptr %111, align 4, !tbaa !9
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %112)
  %114 = getelementptr inbounds i8, ptr %2, i64 8
  %115 = load i32, ptr %114, align 8, !tbaa !9
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %115)
  %117 = getelementptr inbounds i8, ptr %2, i64 4
  %118 = load i32, ptr %117, align 4, !tbaa !9
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %118)
  %120 = load i32, ptr %2, align 16, !tbaa !9
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %120)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #7
  br label %141

122:                                              ; preds = %105, %96, %87
  %123 = phi ptr [ %83, %87 ], [ %92, %96 ], [ %101, %105 ]
  %124 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %125

125:                                              ; preds = %122, %125
  %126 = phi ptr [ %123, %122 ], [ %127, %125 ]
  %127 = getelementptr inbounds i8, ptr %126, i64 -4
  %128 = load i32, ptr %127, align 4, !tbaa !9
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %128)
  %130 = icmp eq ptr %127, %2
  br i1 %130, label %131, label %125

131:                                              ; preds = %125, %79
  %132 = phi { ptr, i32 } [ %80, %79 ], [ %124, %125 ]
  %133 = extractvalue { ptr, i32 } %132, 1
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #7
  %134 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7
  %135 = icmp eq i32 %133, %134
  br i1 %135, label %136, label %237

136:                                              ; preds = %131
  %137 = extractvalue { ptr, i32 } %132, 0
  %138 = call ptr @__cxa_begin_catch(ptr %137) #7
  %139 = load i32, ptr %138, align 4, !tbaa !5
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %139)
  call void @__cxa_end_catch() #7
  br label %141

141:                                              ; preds = %109, %136
  store i32 100, ptr @_ZL7counter, align 4, !tbaa !5
  %142 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  %143 = call noundef dereferenceable_or_null(28) ptr @malloc(i64 noundef 28) #9
  store i64 5, ptr %143, align 8
  %144 = getelementptr inbounds i8, ptr %143, i64 8
  %145 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %146, ptr %144, align 4, !tbaa !9
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %146)
  %148 = icmp eq i32 %146, 103
  br i1 %148, label %149, label %154

149:                                              ; preds = %172, %166, %160, %154, %141
  %150 = phi i64 [ 8, %141 ], [ 12, %154 ], [ 16, %160 ], [ 20, %166 ], [ 24, %172 ]
  %151 = phi i32 [ %146, %141 ], [ %157, %154 ], [ %163, %160 ], [ %169, %166 ], [ %175, %172 ]
  %152 = call ptr @__cxa_allocate_exception(i64 4) #7
  store i32 %151, ptr %152, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %152, ptr nonnull @_ZTIi, ptr null) #8
          to label %153 unwind label %180

153:                                              ; preds = %149
  unreachable

154:                                              ; preds = %141
  %155 = getelementptr inbounds i8, ptr %143, i64 12
  %156 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %157, ptr %155, align 4, !tbaa !9
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %157)
  %159 = icmp eq i32 %157, 103
  br i1 %159, label %149, label %160

160:                                              ; preds = %154
  %161 = getelementptr inbounds i8, ptr %143, i64 16
  %162 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %163, ptr %161, align 4, !tbaa !9
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %163)
  %165 = icmp eq i32 %163, 103
  br i1 %165, label %149, label %166

166:                                              ; preds = %160
  %167 = getelementptr inbounds i8, ptr %143, i64 20
  %168 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %169, ptr %167, align 4, !tbaa !9
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %169)
  %171 = icmp eq i32 %169, 103
  br i1 %171, label %149, label %172

172:                                              ; preds = %166
  %173 = getelementptr inbounds i8, ptr %143, i64 24
  %174 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %175, ptr %173, align 4, !tbaa !9
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %175)
  %177 = icmp eq i32 %175, 103
  br i1 %177, label %149, label %178

178:                                              ; preds = %172
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %146)
  br label %199

180:                                              ; preds = %149
  %181 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br i1 %148, label %189, label %182

182:                                              ; preds = %180, %182
  %183 = phi i64 [ %184, %182 ], [ %150, %180 ]
  %184 = add nsw i64 %183, -4
  %185 = getelementptr inbounds i8, ptr %143, i64 %184
  %186 = load i32, ptr %185, align 4, !tbaa !9
  %187 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %186)
  %188 = icmp eq i64 %184, 8
  br i1 %188, label %189, label %182

189:                                              ; preds = %182, %180
  %190 = call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  call void @free(ptr noundef nonnull %143)
  %191 = extractvalue { ptr, i32 } %181, 1
  %192 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7
  %193 = icmp eq i32 %191, %192
  br i1 %193, label %194, label %237

194:                                              ; preds = %189
  %195 = extractvalue { ptr, i32 } %181, 0
  %196 = call ptr @__cxa_begin_catch(ptr %195) #7
  %197 = load i32, ptr %196, align 4, !tbaa !5
  %198 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %197)
  call void @__cxa_end_catch() #7
  br label %199

199:                                              ; preds = %194, %178
  store i32 200, ptr @_ZL7counter, align 4, !tbaa !5
  %200 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  %201 = call noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #9
  store i64 2, ptr %201, align 8
  %202 = getelementptr i8, ptr %201, i64 8
  %203 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %204 = add nsw i32 %203, 1
  store i32 %204, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %204, ptr %202, align 4, !tbaa !9
  %205 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %204)
  %206 = icmp eq i32 %204, 0
  br i1 %206, label %207, label %212

207:                                              ; preds = %212, %199
  %208 = phi i32 [ %204, %199 ], [ %215, %212 ]
  %209 = phi i64 [ 8, %199 ], [ 12, %212 ]
  %210 = call ptr @__cxa_allocate_exception(i64 4) #7
  store i32 %208, ptr %210, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %210, ptr nonnull @_ZTIi, ptr null) #8
          to label %211 unwind label %226

211:                                              ; preds = %207
  unreachable

212:                                              ; preds = %199
  %213 = getelementptr inbounds i8, ptr %201, i64 12
  %214 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %215 = add nsw i32 %214, 1
  store i32 %215, ptr @_ZL7counter, align 4, !tbaa !5
  store i32 %215, ptr %213, align 4, !tbaa !9
  %216 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %215)
  %217 = icmp eq i32 %215, 0
  br i1 %217, label %207, label %218

218:                                              ; preds = %212
  %219 = getelementptr i8, ptr %201, i64 12
  %220 = load i32, ptr %219, align 4, !tbaa !9
  %221 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %220)
  %222 = getelementptr i8, ptr %201, i64 8
  %223 = load i32, ptr %222, align 4, !tbaa !9
  %224 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %223)
  %225 = call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  call void @free(ptr noundef %201)
  ret i32 0

226:                                              ; preds = %207
  %227 = landingpad { ptr, i32 }
          cleanup
  br i1 %206, label %235, label %228

228:                                              ; preds = %226, %228
  %229 = phi i64 [ %230, %228 ], [ %209, %226 ]
  %230 = add nsw i64 %229, -4
  %231 = getelementptr inbounds i8, ptr %201, i64 %230
  %232 = load i32, ptr %231, align 4, !tbaa !9
  %233 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %232)
  %234 = icmp eq i64 %230, 8
  br i1 %234, label %235, label %228

235:                                              ; preds = %228, %226
  %236 = call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  call void @free(ptr noundef nonnull %201)
  br label %237

237:                                              ; preds = %235, %189, %131, %65
  %238 = phi { ptr, i32 } [ %227, %235 ], [ %181, %189 ], [ %132, %131 ], [ %56, %65 ]
  resume { ptr, i32 } %238
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { allocsize(0) }

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
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS4Elem", !6, i64 0}
